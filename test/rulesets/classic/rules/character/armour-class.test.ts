import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { AC_PARTS, armourClass, BASE_AC, targetAc, type AcParts } from "../../../../../src/rulesets/classic/rules/character/armour-class";

const L = "FRAY.Classic.AC.Part";

/** A fighter in chain with a full shield, DEX +2, a ring of protection +1, a dodge feat +1. */
const fighter: AcParts = { armour: 5, shield: 2, dex: 2, deflection: 1, dodge: 1 };

describe("Armor Class from its parts", () => {
  it("10 + every part: the fighter's AC is 21, each part itemised after the base 10", () => {
    const ac = armourClass(fighter);
    expect(BASE_AC).toBe(10);
    expect(ac.normal).toBe(21);
    expect(ac.lines).toEqual([
      { key: `${L}.base`, value: 10 },
      { key: `${L}.armour`, value: 5 },
      { key: `${L}.shield`, value: 2 },
      { key: `${L}.dex`, value: 2 },
      { key: `${L}.deflection`, value: 1 },
      { key: `${L}.dodge`, value: 1 },
    ]);
  });

  it("every part adds to AC: armour, shield, parry, natural, DEX, size, deflection, dodge, insight, luck, circumstance", () => {
    for (const part of AC_PARTS) expect(armourClass({ [part]: 3 }).normal).toBe(13);
  });

  it("touch AC ignores shield, parry, armour and natural armour; DEX, deflection, dodge, insight and luck still count", () => {
    const all: AcParts = { armour: 5, shield: 2, parry: 1, natural: 3, dex: 2, deflection: 1, dodge: 1, insight: 1, luck: 1, size: 1 };
    expect(armourClass(all).touch).toBe(10 + 2 + 1 + 1 + 1 + 1 + 1);
    expect(targetAc(all, { touch: true, flatFooted: false })).toBe(17);
  });

  it("flat-footed loses the DEX bonus and dodge bonuses, keeps armour, shield and deflection", () => {
    expect(armourClass(fighter).flatFooted).toBe(18);
  });

  it("flat-footed never helps: a DEX penalty and a dodge penalty (reckless fighting) still count", () => {
    const clumsy: AcParts = { armour: 4, dex: -1, dodge: -4 };
    expect(armourClass(clumsy).flatFooted).toBe(9);
    expect(armourClass(clumsy).normal).toBe(9);
  });

  it("a flat-footed target of a touch attack loses both", () => {
    expect(targetAc(fighter, { touch: true, flatFooted: true })).toBe(11);
    expect(targetAc(fighter, { touch: false, flatFooted: false })).toBe(21);
  });

  it("touch and flat-footed AC never exceed normal AC when bonuses are not negative", () => {
    const bonus = fc.integer({ min: 0, max: 10 });
    fc.assert(
      fc.property(fc.record(Object.fromEntries(AC_PARTS.map((p) => [p, bonus])) as Record<string, fc.Arbitrary<number>>), (parts) => {
        const ac = armourClass(parts as AcParts);
        expect(ac.touch).toBeLessThanOrEqual(ac.normal);
        expect(ac.flatFooted).toBeLessThanOrEqual(ac.normal);
      }),
      { numRuns: runs(100) },
    );
  });
});
