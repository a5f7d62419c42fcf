/** What the GM accepts as a sheet's action request: the chapter's actions by id, a free action by a plain name. */
import { describe, expect, it } from "vitest";
import { parseActionId, parseTakeAction } from "../../../../../src/rulesets/classic/flows/actions/request";

describe("the action a sheet names", () => {
  it("speaking and free:<name> are named free actions; the chapter's others by id", () => {
    expect(parseActionId("speak")).toEqual({ action: "free", freeName: "speak" });
    expect(parseActionId("free: Knowledge (arcana)")).toEqual({ action: "free", freeName: "knowledge (arcana)" });
    expect(parseActionId("drinkPotion")).toEqual({ action: "drinkPotion", freeName: "" });
  });

  it("a bare free, an unknown id, markup or an overlong name is refused", () => {
    for (const id of ["free", "free:", "fly", "free:<img src=x onerror=alert(1)>", `free:${"a".repeat(41)}`]) expect(parseActionId(id), id).toBeNull();
  });

  it("a request names its creature somehow, and only a true force forces", () => {
    expect(parseTakeAction({ actionId: "move" })).toBeNull();
    expect(parseTakeAction({ actionId: "move", tokenUuid: "Scene.s.Token.a", force: "yes" })).toMatchObject({ action: "move", tokenUuid: "Scene.s.Token.a", force: false, itemId: "" });
  });

  it("a spell needs somatic components unless the request says false; only a true removes them", () => {
    expect(parseTakeAction({ actionId: "castSpell", actorUuid: "Actor.a" })).toMatchObject({ action: "castSpell", somatic: true, somaticRemoved: false });
    expect(parseTakeAction({ actionId: "castSpell", actorUuid: "Actor.a", somatic: false, somaticRemoved: "yes" })).toMatchObject({ somatic: false, somaticRemoved: false });
    expect(parseTakeAction({ actionId: "counterspell", actorUuid: "Actor.a", somaticRemoved: true })).toMatchObject({ action: "counterspell", somaticRemoved: true });
  });
});
