/**
 * A character sheet's derived values at their corners (docs/rules-notes.md "## `sides`"): which
 * attribute helps each save, ties between armour and shield, the best of several suits, the AC
 * breakdown's lines, and Shock written the rulebook's ways.
 */
import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { armourClass } from "../../../../src/rulesets/sides/rules/armour-class";
import type { Attribute } from "../../../../src/rulesets/sides/rules/attributes";
import { deriveCharacter, deriveFromItems } from "../../../../src/rulesets/sides/rules/derived-character";
import { saveTarget, type Save } from "../../../../src/rulesets/sides/rules/saves";
import { parseShock } from "../../../../src/rulesets/sides/rules/shock-notation";
import { characterSchema } from "../../../../src/rulesets/sides/schema/character";
import { armourSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/sides/schema/items";
import { flatLang } from "../../../support/lang";

const average = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };
const labels = (ac: ReturnType<typeof armourClass>) => ac.parts.map((part) => [part.label, part.value]);

describe("each save is helped by its own two attributes (15 − level − the better modifier)", () => {
  const helps: [Save, Attribute][] = [
    ["physical", "str"], ["physical", "con"], ["evasion", "dex"], ["evasion", "int"], ["mental", "wis"], ["mental", "cha"],
  ];
  it.each(helps)("%s is helped by a high %s", (save, attribute) => {
    expect(saveTarget(save, 1, { ...average, [attribute]: 18 })).toBe(12);
  });
  it("and by no other attribute", () => {
    for (const save of ["physical", "evasion", "mental"] as const) {
      const others = Object.keys(average).filter((other) => !helps.some(([s, a]) => s === save && a === other)) as Attribute[];
      for (const other of others) expect(saveTarget(save, 1, { ...average, [other]: 18 }), `${save}/${other}`).toBe(14);
    }
  });
  it("Luck is helped by none", () => {
    for (const attribute of Object.keys(average)) expect(saveTarget("luck", 1, { ...average, [attribute]: 18 })).toBe(14);
  });
});

describe("the AC breakdown the sheet shows", () => {
  const lang = flatLang();

  it("unarmoured: 10, DEX; every line has text", () => {
    const ac = armourClass(1, null, null);
    expect(labels(ac)).toEqual([["FRAY.Sides.AC.Unarmoured", 10], ["FRAY.Sides.AC.Dex", 1]]);
    for (const part of ac.parts) expect(lang.get(part.label)).toMatch(/\S/);
  });

  it("a shield better than no armour sets the base; magic of armour and shield adds up", () => {
    const ac = armourClass(0, null, { ac: 13, magicBonus: 1 });
    expect(labels(ac)).toEqual([["FRAY.Sides.AC.Shield", 13], ["FRAY.Sides.AC.Magic", 1]]);
    const both = armourClass(0, { ac: 14, magicBonus: 1 }, { ac: 13, magicBonus: 1 });
    expect(labels(both)).toEqual([["FRAY.Sides.AC.Armour", 14], ["FRAY.Sides.AC.ShieldBonus", 1], ["FRAY.Sides.AC.Magic", 2]]);
    expect(both.value).toBe(17);
    for (const part of [...ac.parts, ...both.parts]) expect(lang.get(part.label)).toMatch(/\S/);
  });

  it("a shield only as good as the armour adds +1 instead of replacing it", () => {
    expect(labels(armourClass(0, { ac: 13, magicBonus: 0 }, { ac: 13, magicBonus: 0 }))).toEqual([
      ["FRAY.Sides.AC.Armour", 13],
      ["FRAY.Sides.AC.ShieldBonus", 1],
    ]);
  });
});

describe("only the best suit of armour counts", () => {
  const base = initialData(characterSchema);
  const suit = (ac: number, magicBonus: number) => ({ ...initialData(armourSchema), ac, magicBonus, worn: true });

  it("whichever order they are listed in; magic counts towards which is best", () => {
    expect(deriveCharacter(base, { armour: [suit(16, 0), suit(14, 0)], shields: [] }).ac.value).toBe(16);
    expect(deriveCharacter(base, { armour: [suit(15, 0), suit(14, 2)], shields: [] }).ac.value).toBe(16);
    expect(deriveCharacter(base, { armour: [suit(14, 2), suit(15, 0)], shields: [] }).ac.value).toBe(16);
  });

  it("of two suits equally good, the first listed is the one the breakdown shows", () => {
    const ac = deriveCharacter(base, { armour: [suit(14, 1), suit(15, 0)], shields: [] }).ac;
    expect(labels(ac)).toEqual([["FRAY.Sides.AC.Armour", 14], ["FRAY.Sides.AC.Magic", 1]]);
  });

  it("from a character's items: worn armour and a readied shield count, weapons and gear do not", () => {
    const items = [
      { type: "sidesArmour", system: suit(14, 0) },
      { type: "sidesShield", system: { ...initialData(shieldSchema), ac: 13, carry: "readied" } },
      { type: "sidesWeapon", system: { ...initialData(weaponSchema), ac: 18, worn: true } },
      { type: "sidesGear", system: { ac: 18, worn: true, carry: "readied", magicBonus: 0 } },
    ];
    expect(deriveFromItems(base, items).ac.value).toBe(15);
    expect(deriveFromItems(base, []).ac.value).toBe(10);
  });
});

describe("Shock written the rulebook's ways", () => {
  it("a lone '-' or blanks around it mean no Shock", () => {
    expect(parseShock("-")).toEqual({ points: 0, ac: null });
    expect(parseShock("  2/15 ")).toEqual({ points: 2, ac: 15 });
  });

  it("spacing and two-digit points are read as written", () => {
    expect(parseShock("12 / 15")).toEqual({ points: 12, ac: 15 });
    expect(parseShock("Shock2/AC15")).toEqual({ points: 2, ac: 15 });
    expect(parseShock("shock 3/ac 13")).toEqual({ points: 3, ac: 13 });
  });

  it("text before or after a rating is not a rating", () => {
    expect(parseShock("x2/15")).toBeNull();
    expect(parseShock("2/15x")).toBeNull();
    expect(parseShock("2x/15")).toBeNull();
    expect(parseShock("2/x15")).toBeNull();
  });
});
