import { carryToggle } from "../../../../src/rulesets/sides/sheets/carry-toggle";
import { describe, expect, it } from "vitest";
import { attributeModifier } from "../../../../src/rulesets/sides/rules/attributes";
import { armourClass } from "../../../../src/rulesets/sides/rules/armour-class";
import { saveTarget } from "../../../../src/rulesets/sides/rules/saves";
import { deriveCharacter } from "../../../../src/rulesets/sides/rules/derived-character";
import { formatShock, parseShock } from "../../../../src/rulesets/sides/rules/shock-notation";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/sides/schema/character";
import { armourSchema, shieldSchema } from "../../../../src/rulesets/sides/schema/items";

const scores = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

describe("attribute modifiers follow the score bands", () => {
  it.each([
    [3, -2], [4, -1], [7, -1], [8, 0], [13, 0], [14, 1], [17, 1], [18, 2],
  ])("score %i gives %i", (score, modifier) => {
    expect(attributeModifier(score)).toBe(modifier);
  });
});

describe("armour class", () => {
  it("is 10 + DEX with nothing worn", () => {
    expect(armourClass(1, null, null).value).toBe(11);
  });
  it("uses the armour's AC plus DEX and magic", () => {
    expect(armourClass(-1, { ac: 16, magicBonus: 1 }, null).value).toBe(16);
  });
  it("a shield sets the base when it beats the armour", () => {
    expect(armourClass(0, null, { ac: 13, magicBonus: 0 }).value).toBe(13);
  });
  it("a shield adds +1 when the armour is already as good", () => {
    const ac = armourClass(0, { ac: 14, magicBonus: 0 }, { ac: 13, magicBonus: 0 });
    expect(ac.value).toBe(15);
    expect(ac.parts.map((part) => part.label)).toEqual(["FRAY.Sides.AC.Armour", "FRAY.Sides.AC.ShieldBonus"]);
  });
});

describe("saves", () => {
  it("Physical is 15 − level − the better of STR and CON", () => {
    expect(saveTarget("physical", 1, { ...scores, str: 14, con: 18 })).toBe(12);
  });
  it("Luck takes no attribute", () => {
    expect(saveTarget("luck", 3, { ...scores, wis: 18 })).toBe(12);
  });
  it("never asks for less than 2", () => {
    expect(saveTarget("mental", 20, { ...scores, wis: 18 })).toBe(2);
  });
});

describe("a character's derived values", () => {
  const base = initialData(characterSchema);
  const armour = { ...initialData(armourSchema), ac: 14 };
  const shield = { ...initialData(shieldSchema), ac: 13 };
  it("count only worn armour and a readied shield", () => {
    const stowed = deriveCharacter(base, { armour: [armour], shields: [{ ...shield, carry: "stowed" }] });
    expect(stowed.ac.value).toBe(10);
    const ready = deriveCharacter(base, { armour: [{ ...armour, worn: true }], shields: [shield] });
    expect(ready.ac.value).toBe(15);
  });
  it("take the best suit when two are worn", () => {
    const derived = deriveCharacter(base, { armour: [{ ...armour, worn: true }, { ...armour, ac: 16, worn: true }], shields: [] });
    expect(derived.ac.value).toBe(16);
  });
  it("recompute modifiers and saves from the scores", () => {
    const derived = deriveCharacter({ ...base, attributes: { ...base.attributes, dex: 18 } }, { armour: [], shields: [] });
    expect(derived.modifiers.dex).toBe(2);
    expect(derived.ac.value).toBe(12);
    expect(derived.saves.evasion).toBe(12);
  });
});

describe("Shock notation", () => {
  it("reads the rulebook's forms", () => {
    expect(parseShock("Shock 2/AC 15")).toEqual({ points: 2, ac: 15 });
    expect(parseShock("5/-")).toEqual({ points: 5, ac: null });
    expect(parseShock("")).toEqual({ points: 0, ac: null });
    expect(parseShock("two")).toBeNull();
  });
  it("writes the short form back", () => {
    expect(formatShock({ points: 2, ac: 15 })).toBe("2/15");
    expect(formatShock({ points: 5, ac: null })).toBe("5/-");
    expect(formatShock({ points: 0, ac: 13 })).toBe("-");
  });
});

describe("clicking an item's state on the character sheet", () => {
  it("puts armour on and takes it off", () => {
    expect(carryToggle("sidesArmour", { worn: false })).toEqual({ "system.worn": true });
    expect(carryToggle("sidesArmour", { worn: true })).toEqual({ "system.worn": false });
  });
  it("readies a stowed weapon, shield or piece of gear and stows a readied one", () => {
    expect(carryToggle("sidesWeapon", { carry: "stowed" })).toEqual({ "system.carry": "readied" });
    expect(carryToggle("sidesShield", { carry: "readied" })).toEqual({ "system.carry": "stowed" });
    expect(carryToggle("sidesGear", { carry: "stowed" })).toEqual({ "system.carry": "readied" });
  });
  it("does nothing to a type it does not know", () => {
    expect(carryToggle("somethingElse", {})).toBeNull();
  });
});
