import { describe, expect, it } from "vitest";
import { parseTakeAction, SHEET_TURN_ACTIONS } from "../../../../../src/rulesets/factions/flows/actions/request";

const ask = { actorUuid: "Actor.a", tokenUuid: "", action: "speak", itemId: "", force: false };

describe("what the GM reads from a turn-action request", () => {
  it("a turn action the sheet offers, for an actor or a token", () => {
    expect(parseTakeAction(ask)).toEqual({ actorUuid: "Actor.a", tokenUuid: "", action: "speak", itemId: "", force: false });
    expect(parseTakeAction({ ...ask, actorUuid: "", tokenUuid: "Scene.s.Token.t" })?.tokenUuid).toBe("Scene.s.Token.t");
  });

  it("the attack has its own flow and armour never changes in a fight: neither is a sheet turn action", () => {
    expect(SHEET_TURN_ACTIONS).not.toContain("attack");
    expect(SHEET_TURN_ACTIONS).not.toContain("changeArmour");
    expect(parseTakeAction({ ...ask, action: "attack" })).toBeNull();
    expect(parseTakeAction({ ...ask, action: "changeArmour" })).toBeNull();
  });

  it("refuses an unknown action, a request naming no one, and a consumable use naming no item", () => {
    expect(parseTakeAction({ ...ask, action: "fly" })).toBeNull();
    expect(parseTakeAction({ ...ask, actorUuid: "" })).toBeNull();
    expect(parseTakeAction({ ...ask, action: "useConsumable" })).toBeNull();
  });

  it("keeps the item only for a consumable, and force only when it is true", () => {
    expect(parseTakeAction({ ...ask, itemId: "x", force: "yes" })).toMatchObject({ itemId: "", force: false });
    expect(parseTakeAction({ ...ask, action: "useConsumable", itemId: "x", force: true })).toMatchObject({ itemId: "x", force: true });
  });
});
