import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { armourSchema, consumableSchema, dealtDamageTypes, spellSchema, weaponSchema } from "../../../../src/rulesets/declared/schema/items";
import { damageTypeChoice } from "../../../../src/rulesets/declared/rules/combat/damage-types";

const noTypes = () => ({ ...initialData(weaponSchema).damageTypes, blunt: false });

describe("declared weapons", () => {
  it("a new weapon is a club: speed 0, 1d6 blunt, ×2 on a critical, melee only, not thrown", () => {
    const club = initialData(weaponSchema);
    expect(club).toMatchObject({ speed: 0, damage: "1d6", criticalMultiplier: 2, thrown: false, range: null });
    expect(dealtDamageTypes(club.damageTypes)).toEqual(["blunt"]);
  });

  it("a greataxe that chops and slashes at speed +3 and ×3 validates, and its wielder chooses which table", () => {
    const greataxe = { ...initialData(weaponSchema), speed: 3, damage: "1d12", damageTypes: { ...noTypes(), chopping: true, slashing: true }, criticalMultiplier: 3 };
    expect(validateData(weaponSchema, greataxe)).toEqual([]);
    expect(dealtDamageTypes(greataxe.damageTypes)).toEqual(["slashing", "chopping"]);
    expect(damageTypeChoice(dealtDamageTypes(greataxe.damageTypes), true)).toEqual({ choices: ["slashing", "chopping"], chooser: "attacker" });
  });

  it("a thrown spear reaching 10 yards, piercing, ×4, validates", () => {
    const spear = { ...initialData(weaponSchema), speed: 1, damage: "1d8", damageTypes: { ...noTypes(), piercing: true }, criticalMultiplier: 4, thrown: true, range: 10 };
    expect(validateData(weaponSchema, spear)).toEqual([]);
  });

  it("has a tick for each of the eleven damage types, and no others", () => {
    expect(Object.keys(initialData(weaponSchema).damageTypes)).toEqual(["blunt", "piercing", "slashing", "chopping", "fire", "cold", "electric", "sonic", "acid", "holy", "unholy"]);
    expect(validateData(weaponSchema, { damageTypes: { psychic: true } })).toEqual([{ path: "system.damageTypes.psychic", problem: "is not a field of this type" }]);
  });

  it.each([
    ["criticalMultiplier", { criticalMultiplier: 1 }, "1 is below the minimum 2"],
    ["criticalMultiplier", { criticalMultiplier: 5 }, "5 is above the maximum 4"],
    ["speed", { speed: 25 }, "25 is above the maximum 24"],
    ["speed", { speed: -13 }, "-13 is below the minimum -12"],
    ["range", { range: 0 }, "0 is below the minimum 1"],
    ["range", { range: 1001 }, "1001 is above the maximum 1000"],
    ["damage", { damage: "" }, "may not be blank"],
  ])("refuses a weapon's %s out of range", (path, data, problem) => {
    expect(validateData(weaponSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("declared armour", () => {
  it("new armour adds 1 to Armour and nothing to Defense, and is not worn until put on", () => {
    expect(initialData(armourSchema)).toMatchObject({ defenseBonus: 0, armourBonus: 1, worn: false });
  });

  it("a worn shield adding 2 to Defense and none to Armour validates", () => {
    expect(validateData(armourSchema, { ...initialData(armourSchema), defenseBonus: 2, armourBonus: 0, worn: true })).toEqual([]);
  });

  it.each([
    ["defenseBonus", { defenseBonus: 11 }, "11 is above the maximum 10"],
    ["defenseBonus", { defenseBonus: -6 }, "-6 is below the minimum -5"],
    ["armourBonus", { armourBonus: -1 }, "-1 is below the minimum 0"],
    ["armourBonus", { armourBonus: 21 }, "21 is above the maximum 20"],
  ])("refuses armour's %s out of range", (path, data, problem) => {
    expect(validateData(armourSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("declared consumables", () => {
  it("a new consumable takes the chapter's +6 to initiative, one of it", () => {
    expect(initialData(consumableSchema)).toMatchObject({ initiativeModifier: 6, quantity: 1, effect: "" });
  });

  it("a healing draught at +4 with three doses validates", () => {
    expect(validateData(consumableSchema, { ...initialData(consumableSchema), initiativeModifier: 4, quantity: 3, effect: "Restores 2d4 Stress" })).toEqual([]);
  });

  it.each([
    ["quantity", { quantity: -1 }, "-1 is below the minimum 0"],
    ["quantity", { quantity: 1000 }, "1000 is above the maximum 999"],
    ["initiativeModifier", { initiativeModifier: 25 }, "25 is above the maximum 24"],
  ])("refuses a consumable's %s out of range", (path, data, problem) => {
    expect(validateData(consumableSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});

describe("declared spells", () => {
  it("a new spell has casting TN 10 and no speed of its own (its speed is TN − 10)", () => {
    expect(initialData(spellSchema)).toMatchObject({ castingTN: 10, speed: null });
  });

  it("a spell with TN 14 that states its own speed of +1 validates", () => {
    expect(validateData(spellSchema, { ...initialData(spellSchema), castingTN: 14, speed: 1 })).toEqual([]);
  });

  it.each([
    ["castingTN", { castingTN: 0 }, "0 is below the minimum 1"],
    ["castingTN", { castingTN: 41 }, "41 is above the maximum 40"],
    ["speed", { speed: 31 }, "31 is above the maximum 30"],
    ["speed", { speed: 1.5 }, "expected a whole number, got 1.5"],
  ])("refuses a spell's %s out of range", (path, data, problem) => {
    expect(validateData(spellSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});
