import { describe, expect, it } from "vitest";
import { foesAround, hostile } from "../../../src/foundry/scene/nearby-foes";

describe("Who is whose foe on the scene", () => {
  it("friendly and hostile tokens are foes; neutral and secret ones are nobody's", () => {
    expect(hostile(1, -1)).toBe(true);
    expect(hostile(-1, 1)).toBe(true);
    expect(hostile(1, 1)).toBe(false);
    expect(hostile(1, 0)).toBe(false);
    expect(hostile(-2, 1)).toBe(false);
  });
  it("lists the mover's foes with their distance, never the mover itself nor a friend", () => {
    const at = (id: string, col: number, disposition: number) => ({ id, place: { col, row: 0, width: 1, height: 1 }, disposition, tag: id.toUpperCase() });
    const hero = at("hero", 0, 1);
    const found = foesAround(hero, [hero, at("goblin", 1, -1), at("ogre", 3, -1), at("friend", 1, 1), at("cat", 1, 0)], 5);
    expect(found.map(({ id, distance, tag }) => [id, distance, tag])).toEqual([
      ["goblin", 5, "GOBLIN"],
      ["ogre", 15, "OGRE"],
    ]);
  });
});
