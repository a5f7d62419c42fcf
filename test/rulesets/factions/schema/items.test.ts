import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { armourSchema, consumableSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/factions/schema/items";
import { armourSources } from "../../../../src/rulesets/factions/schema/creature-gear";
import { armourValue } from "../../../../src/rulesets/factions/rules/character/armour-value";
import { effectiveCondition } from "../../../../src/rulesets/factions/rules/gear/gear-condition";

describe("factions weapons", () => {
  it("a new weapon is an intact simple hand melee weapon doing 1d6, reaching its own zone, unused, not coated", () => {
    expect(initialData(weaponSchema)).toEqual({
      schemaVersion: 1,
      damage: "1d6",
      attackKind: "melee",
      range: 0,
      blast: false,
      simple: true,
      grip: "hand",
      improvised: false,
      penetratesCover: false,
      condition: "intact",
      equipped: false,
      coated: false,
      usedThisFight: false,
      description: "",
    });
  });

  it("a chair leg is an improvised simple hand weapon: damaged from the start", () => {
    const chairLeg = { ...initialData(weaponSchema), damage: "1d6", improvised: true };
    expect(validateData(weaponSchema, chairLeg)).toEqual([]);
    expect(effectiveCondition({ id: "leg", kind: "weapon", ...chairLeg })).toBe("damaged");
  });

  it("a mortar: indirect, 2d6 blast, 6 zones, great", () => {
    expect(validateData(weaponSchema, { ...initialData(weaponSchema), damage: "2d6", attackKind: "indirect", blast: true, range: 6, grip: "great", simple: false })).toEqual([]);
  });

  it.each([
    ["attackKind", { attackKind: "thrown" }, '"thrown" is not one of melee, ranged, indirect'],
    ["grip", { grip: "two" }, '"two" is not one of hand, great'],
    ["condition", { condition: "rusty" }, '"rusty" is not one of intact, damaged, broken'],
    ["range", { range: 21 }, "21 is above the maximum 20"],
    ["damage", { damage: "" }, "may not be blank"],
  ])("refuses a weapon's %s", (path, data, problem) => {
    expect(validateData(weaponSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("factions armour, shields and consumables", () => {
  it("new armour gives 1, intact, not worn; a new shield gives 1 and strikes for 1d4, not held", () => {
    expect(initialData(armourSchema)).toEqual({ schemaVersion: 1, armourValue: 1, condition: "intact", worn: false, usedThisFight: false, description: "" });
    expect(initialData(shieldSchema)).toEqual({ schemaVersion: 1, armourValue: 1, damage: "1d4", condition: "intact", held: false, usedThisFight: false, description: "" });
  });

  it("a new consumable is one healing draught of the usual dice", () => {
    expect(initialData(consumableSchema)).toEqual({ schemaVersion: 1, kind: "healingDraught", quantity: 1, healing: "", description: "" });
    expect(validateData(consumableSchema, { kind: "elixir" })).toEqual([{ path: "system.kind", problem: '"elixir" is not one of healingDraught, antidote, poison, other' }]);
    expect(validateData(consumableSchema, { quantity: -1 })).toEqual([{ path: "system.quantity", problem: "-1 is below the minimum 0" }]);
  });

  it("refuses armour above 10", () => {
    expect(validateData(armourSchema, { armourValue: 11 })).toEqual([{ path: "system.armourValue", problem: "11 is above the maximum 10" }]);
    expect(validateData(shieldSchema, { armourValue: 11 })).toEqual([{ path: "system.armourValue", problem: "11 is above the maximum 10" }]);
  });

  it("a worn damaged mail shirt (2), a held shield (1) and one left on the back: armour 3", () => {
    const mail = { ...initialData(armourSchema), name: "Mail shirt", armourValue: 2, condition: "damaged" as const, worn: true };
    const held = { ...initialData(shieldSchema), name: "Round shield", held: true };
    const slung = { ...initialData(shieldSchema), name: "Tower shield", armourValue: 2 };
    const sources = armourSources(0, [mail], [held, slung]);
    expect(sources.armour).toEqual([{ name: "Mail shirt", armourValue: 2, condition: "damaged", inUse: true }]);
    expect(sources.shields.map((s) => s.inUse)).toEqual([true, false]);
    expect(armourValue(sources).total).toBe(3);
    expect(armourValue(armourSources(1, [], [])).total).toBe(1);
  });
});
