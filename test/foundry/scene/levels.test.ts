/**
 * v14's Scene Levels as the rules read them: a token stands on one level (TokenPosition#level:
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html), a Region belongs to
 * levels (RegionData#levels: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html);
 * a v13 scene has none.
 */
import { describe, expect, it } from "vitest";
import { levelOf, regionOnLevel, sameLevel } from "../../../src/foundry/scene/levels";
import { foesAround } from "../../../src/foundry/scene/nearby-foes";

describe("levels", () => {
  it("a token's level is its Level id; a v13 token has none", () => {
    expect(levelOf({ level: "upstairs" })).toBe("upstairs");
    expect(levelOf({})).toBeNull();
    expect(levelOf({ level: "" })).toBeNull();
    expect(levelOf(null)).toBeNull();
  });

  it("two tokens reach each other on the same level, or when either stands on a scene without levels", () => {
    expect(sameLevel({ level: "cellar" }, { level: "cellar" })).toBe(true);
    expect(sameLevel({ level: "cellar" }, { level: "upstairs" })).toBe(false);
    expect(sameLevel({}, { level: "upstairs" })).toBe(true);
  });

  it("a Region belongs to the levels it names (an array or a set), or to every level when it names none", () => {
    expect(regionOnLevel({ levels: ["cellar"] }, "cellar")).toBe(true);
    expect(regionOnLevel({ levels: new Set(["upstairs"]) }, "cellar")).toBe(false);
    expect(regionOnLevel({ levels: [] }, "cellar")).toBe(true);
    expect(regionOnLevel({ levels: ["upstairs"] }, null)).toBe(true);
  });

  it("a hostile token right above the mover, on the floor upstairs, is no foe around it", () => {
    const place = { col: 0, row: 0, width: 1, height: 1 };
    const mover = { id: "maren", place, disposition: 1, level: "ground" };
    const others = [
      { id: "orc", place: { ...place, col: 1 }, disposition: -1, level: "upstairs" },
      { id: "goblin", place: { ...place, col: 1 }, disposition: -1, level: "ground" },
    ];
    expect(foesAround(mover, others, 5).map((foe) => foe.id)).toEqual(["goblin"]);
  });
});
