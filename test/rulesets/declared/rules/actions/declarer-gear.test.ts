/** What the declare dialog offers a creature is read from its own items, each by its data model's rules. */
import { describe, expect, it } from "vitest";
import type { DeclarerFacts } from "../../../../../src/core/declared-actions";
import { declarerGear } from "../../../../../src/rulesets/declared/rules/actions/declarer-gear";
import declaredRules from "../../../../../src/rulesets/declared/rules/ruleset";

type Item = DeclarerFacts["items"][number];
const item = (id: string, type: string, name: string, system: object): Item => ({ id, type, name, system });

/** A battle-mage: a mace, a spell, a potion, a mail shirt (armour declares nothing). */
const mage: DeclarerFacts = {
  system: {},
  items: [
    item("mace", "declaredWeapon", "Mace", { speed: 3, damage: "1d8" }),
    item("mail", "declaredArmour", "Mail shirt", { defenseBonus: 2, armourBonus: 3, worn: true }),
    item("spark", "declaredSpell", "Spark", { castingTN: 14, speed: null }),
    item("potion", "declaredConsumable", "Potion of vigour", { initiativeModifier: 4, quantity: 2 }),
  ],
};

describe("a creature's gear as the declarations read it", () => {
  it("its weapons with their speed, its spells with their TN and own speed, its consumables with their modifier; armour is no choice", () => {
    expect(declarerGear(mage)).toEqual({
      weapons: [{ id: "mace", name: "Mace", speed: 3 }],
      spells: [{ id: "spark", name: "Spark", castingTn: 14, speed: null }],
      consumables: [{ id: "potion", name: "Potion of vigour", initiativeModifier: 4 }],
    });
  });

  it("a creature with no items has nothing of its own to use", () => {
    expect(declarerGear({ system: {}, items: [] })).toEqual({ weapons: [], spells: [], consumables: [] });
  });

  it("a damaged field reads as the item's default: speed 0, casting TN 10, the consumable's +6", () => {
    const broken: DeclarerFacts = {
      system: {},
      items: [
        item("club", "declaredWeapon", "Club", { speed: "fast" }),
        item("ward", "declaredSpell", "Ward", { castingTN: 99, speed: 2 }),
        item("salve", "declaredConsumable", "Salve", {}),
      ],
    };
    expect(declarerGear(broken)).toEqual({
      weapons: [{ id: "club", name: "Club", speed: 0 }],
      spells: [{ id: "ward", name: "Ward", castingTn: 10, speed: 2 }],
      consumables: [{ id: "salve", name: "Salve", initiativeModifier: 6 }],
    });
  });

  it("the declare dialog lists each choice at its initiative modifier: the mace +3, Spark (TN 14) +4, the potion +4", () => {
    const offered = declaredRules.declaredActionsFor(mage).map((action) => [action.id, action.modifier]);
    expect(offered).toEqual([
      ["attack:mace", 3],
      ["cast:spark", 4],
      ["consumable:potion", 4],
      ["throw", 2],
      ["fullDefense", -1],
      ["defensiveAttack:mace", 4],
      ["defensiveAttack", 1],
    ]);
  });
});
