import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../src/rulesets/classic/schema/monster";
import { armourSchema, weaponSchema } from "../../../../src/rulesets/classic/schema/items";
import { trainedInArmour, trainedWithWeapon } from "../../../../src/rulesets/classic/schema/training";

const character = () => initialData(characterSchema).training;
const weapon = (trainingGroup: "simple" | "martial" | "exotic", trainedWith = false) => ({ ...initialData(weaponSchema), trainingGroup, trainedWith });
const armour = (category: "light" | "medium" | "heavy") => ({ ...initialData(armourSchema), category });

describe("weapon training", () => {
  it("a new character wields a simple weapon trained, a martial or exotic one untrained", () => {
    expect(["simple", "martial", "exotic"].map((group) => trainedWithWeapon(character(), weapon(group as "simple")))).toEqual([true, false, false]);
  });

  it("ticking martial weapons trains every martial weapon", () => {
    const fighter = { ...character(), weapons: { simple: true, martial: true, exotic: false } };
    expect(trainedWithWeapon(fighter, weapon("martial"))).toBe(true);
    expect(trainedWithWeapon(fighter, weapon("exotic"))).toBe(false);
  });

  it("an exotic weapon learnt on its own is trained without the exotic group", () => {
    expect(trainedWithWeapon(character(), weapon("exotic", true))).toBe(true);
  });

  it("a character unticked from simple weapons is untrained with them", () => {
    expect(trainedWithWeapon({ ...character(), weapons: { simple: false, martial: false, exotic: false } }, weapon("simple"))).toBe(false);
  });

  it("a monster is trained with every group", () => {
    const monster = initialData(monsterSchema).training;
    expect(["simple", "martial", "exotic"].every((group) => trainedWithWeapon(monster, weapon(group as "simple")))).toBe(true);
  });
});

describe("armour training", () => {
  it("a new character is untrained in every armour; a monster in none", () => {
    const categories = ["light", "medium", "heavy"] as const;
    expect(categories.map((category) => trainedInArmour(character(), armour(category)))).toEqual([false, false, false]);
    expect(categories.map((category) => trainedInArmour(initialData(monsterSchema).training, armour(category)))).toEqual([true, true, true]);
  });

  it("trained in light and medium armour only: heavy armour is worn untrained", () => {
    const ranger = { ...character(), armour: { light: true, medium: true, heavy: false } };
    expect([trainedInArmour(ranger, armour("medium")), trainedInArmour(ranger, armour("heavy"))]).toEqual([true, false]);
  });
});
