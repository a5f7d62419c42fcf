import { describe, expect, it } from "vitest";
import { reveals } from "../../../../../src/rulesets/factions/rules/sneaking/reveal";
import { SNEAKING_ACT_OF_TURN_ACTION, sneakingActOf } from "../../../../../src/rulesets/factions/rules/sneaking/turn-act";

describe("a concealed character's turn actions, as the chapter's revealing acts", () => {
  it("speaking is talking, an attack is attacking, surrendering makes noise: each reveals", () => {
    expect([sneakingActOf("speak"), sneakingActOf("attack"), sneakingActOf("surrender")]).toEqual(["talk", "attack", "makeNoise"]);
    expect(["speak", "attack", "surrender"].every((action) => reveals(sneakingActOf(action as "speak")!))).toBe(true);
  });

  it("the quiet bonus actions keep it hidden: picking up, equipping and swapping, a consumable, interacting", () => {
    expect([sneakingActOf("pickUpOrPutDown"), sneakingActOf("equip"), sneakingActOf("swapItems"), sneakingActOf("useConsumable"), sneakingActOf("interact"), sneakingActOf("complexInteraction")]).toEqual([
      "pickUpOrPutDown",
      "equip",
      "equip",
      "useConsumable",
      "interact",
      "interact",
    ]);
    expect(["pickUpOrPutDown", "equip", "swapItems", "useConsumable", "interact", "complexInteraction"].some((action) => reveals(sneakingActOf(action as "equip")!))).toBe(false);
  });

  it("a move is taken as sneaking; changing armour, never done in a fight, is no act", () => {
    expect(sneakingActOf("move")).toBe("moveSneaking");
    expect(reveals("moveSneaking")).toBe(false);
    expect(sneakingActOf("changeArmour")).toBeNull();
  });

  it("every turn action is mapped", () => {
    expect(Object.keys(SNEAKING_ACT_OF_TURN_ACTION).sort()).toEqual(["attack", "changeArmour", "complexInteraction", "equip", "interact", "move", "pickUpOrPutDown", "speak", "surrender", "swapItems", "useConsumable"]);
  });
});
