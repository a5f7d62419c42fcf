/** What the sheet's wield buttons write, as the chapter's wielding rules allow. */
import { describe, expect, it } from "vitest";
import { wieldChange } from "../../../../src/rulesets/classic/sheets/wield-change";
import { buckler, dagger, greatsword, healingPotion, heavyShield, holySymbol, longsword } from "./creatures";

describe("putting an item in a hand from the sheet", () => {
  it("a greatsword in the primary hand goes with a shield in the offhand", () => {
    expect(wieldChange([greatsword(), heavyShield("offhand")], "greatsword", "primary")).toEqual({ ok: true, updates: [{ _id: "greatsword", "system.held": "primary" }] });
  });

  it("a weapon is never held in the offhand", () => {
    expect(wieldChange([longsword("none")], "longsword", "offhand")).toEqual({ ok: false, reason: { key: "FRAY.Classic.Wield.Refused.weaponInOffhand" } });
  });

  it("a dagger taken into the primary hand while a sword sits in the offhand is refused: two weapons", () => {
    // the sword got into the offhand by hand-editing; the sheet still refuses what would leave a pair of weapons
    expect(wieldChange([longsword("offhand"), dagger("primary")], "dagger", "primary")?.ok).toBe(false);
  });

  it("a buckler in the offhand displaces the shield there, which is stowed", () => {
    expect(wieldChange([longsword(), heavyShield("offhand"), buckler()], "buckler", "offhand")).toEqual({
      ok: true,
      updates: [
        { _id: "shield", "system.held": "none" },
        { _id: "buckler", "system.held": "offhand" },
      ],
    });
  });

  it("moving the shield from the offhand to the primary hand beside a focus is allowed (a focus and a shield)", () => {
    expect(wieldChange([heavyShield("offhand"), holySymbol("none")], "shield", "primary")).toEqual({ ok: true, updates: [{ _id: "shield", "system.held": "primary" }] });
  });

  it("stowing writes the change once; an item already where it is asked to go writes nothing", () => {
    expect(wieldChange([longsword("primary")], "longsword", "none")).toEqual({ ok: true, updates: [{ _id: "longsword", "system.held": "none" }] });
    expect(wieldChange([longsword("none")], "longsword", "none")).toEqual({ ok: true, updates: [] });
    expect(wieldChange([longsword("primary")], "longsword", "primary")).toEqual({ ok: true, updates: [] });
  });

  it("a potion is not held in a hand, and an unknown id changes nothing", () => {
    expect(wieldChange([healingPotion()], "potion", "primary")).toBeNull();
    expect(wieldChange([longsword()], "nothing", "primary")).toBeNull();
  });
});
