import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runs } from "../../../support/fixed-seed";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { characterSchema } from "../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../src/rulesets/classic/schema/monster";
import { CLASSIC_SCORE_MAX, STORED_AC_PARTS } from "../../../../src/rulesets/classic/schema/creature-fields";
import { AC_PARTS } from "../../../../src/rulesets/classic/rules/character/armour-class";
import { readAbilityScore } from "../../../../src/rulesets/classic/rules/character/abilities";
import { classicInitiativeStats } from "../../../../src/rulesets/classic/rules/character/initiative";
import { readSize } from "../../../../src/rulesets/classic/rules/character/size";
import { readDying, isDead } from "../../../../src/rulesets/classic/rules/dying/dying-state";
import { failMassiveDamage, goingDown } from "../../../../src/rulesets/classic/rules/dying/going-down";

const blankCharacter = () => initialData(characterSchema);
const blankMonster = () => initialData(monsterSchema);

describe("a new classic character", () => {
  it("has 10 in every ability, 10 of 10 hit points, no non-lethal damage, 1 Hit Die, base attack and Fortitude +0", () => {
    const hero = blankCharacter();
    expect(hero.abilities).toEqual({ str: { score: 10 }, dex: { score: 10 }, con: { score: 10 }, int: { score: 10 }, wis: { score: 10 }, cha: { score: 10 } });
    expect(hero.health).toEqual({ value: 10, max: 10 });
    expect([hero.nonLethal, hero.hitDice, hero.baseAttackBonus, hero.fortitudeBase]).toEqual([0, 1, 0, 0]);
    expect(hero.className).toBe("");
  });

  it("is Medium with 5 ft of reach, no AC bonuses, no initiative or Escape Artist bonus, standing, with blank notes", () => {
    const hero = blankCharacter();
    expect(hero.size).toBe("medium");
    expect(hero.reach).toBe(5);
    expect(hero.ac).toEqual({ natural: 0, deflection: 0, dodge: 0, insight: 0, luck: 0, parry: 0 });
    expect(hero.initiative).toEqual({ misc: 0 });
    expect(hero.skills).toEqual({ escapeArtist: 0 });
    expect(hero.dying).toEqual({ down: false, stable: false, failures: 0, droppingDamage: 0, wound: "" });
    expect(hero.notes).toBe("");
  });

  it("is trained with simple weapons only: no martial or exotic weapons, no armour, no shields", () => {
    expect(blankCharacter().training).toEqual({
      weapons: { simple: true, martial: false, exotic: false },
      armour: { light: false, medium: false, heavy: false },
      shields: false,
    });
  });
});

describe("a new classic monster", () => {
  it("is trained with every weapon group, every armour and shields: a stat block uses what it carries", () => {
    expect(blankMonster().training).toEqual({
      weapons: { simple: true, martial: true, exotic: true },
      armour: { light: true, medium: true, heavy: true },
      shields: true,
    });
  });

  it("has no class", () => {
    expect(blankMonster()).not.toHaveProperty("className");
    expect(validateData(monsterSchema, { className: "Fighter" })).toEqual([{ path: "system.className", problem: "is not a field of this type" }]);
  });
});

describe("the sheet stores what the pure rules read", () => {
  it("abilities at abilities.<id>.score, as readAbilityScore reads them", () => {
    const hero = blankCharacter();
    hero.abilities.dex.score = 14;
    expect(readAbilityScore(hero, "dex")).toBe(14);
    expect(readAbilityScore(hero, "str")).toBe(10);
  });

  it("initiative.misc: DEX 14 and Improved Initiative's +4 give +6 to individual initiative", () => {
    const hero = blankCharacter();
    hero.abilities.dex.score = 14;
    hero.initiative.misc = 4;
    expect(validateData(characterSchema, hero)).toEqual([]);
    expect(classicInitiativeStats(hero).initiativeBonus).toBe(6);
  });

  it("every size the size rules know, and nothing else", () => {
    const sizes = characterSchema.fields.size.choices;
    expect(sizes?.map((size) => readSize(size))).toEqual(sizes);
    expect(validateData(characterSchema, { size: "enormous" })[0]?.path).toBe("system.size");
  });

  it("every AC part the rules name but DEX, size, circumstance and what items give (armour, shield)", () => {
    expect(STORED_AC_PARTS).toEqual(Object.keys(blankCharacter().ac));
    expect(AC_PARTS.filter((part) => !(STORED_AC_PARTS as readonly string[]).includes(part))).toEqual(["armour", "shield", "dex", "size", "circumstance"]);
  });

  it("the dying state the going-down rules give is stored as it comes and read back: dropped by a 12-damage hit", () => {
    const dropped = goingDown(0, 12, blankCharacter().dying);
    expect(dropped).toEqual({ down: true, stable: false, failures: 0, droppingDamage: 12, wound: "" });
    const hero = { ...blankCharacter(), health: { value: 0, max: 20 }, dying: dropped };
    expect(validateData(characterSchema, hero)).toEqual([]);
    expect(readDying(hero.dying)).toEqual(dropped);
  });

  it("a failed massive-damage save stores one failed death save already", () => {
    const dropped = failMassiveDamage(8, 14, 16, blankMonster().dying);
    expect(validateData(monsterSchema, { health: { value: 0, max: 30 }, dying: dropped })).toEqual([]);
    expect(readDying(dropped)).toMatchObject({ down: true, failures: 1, droppingDamage: 16 });
  });

  it("three failed death saves are the most it stores, and that creature is dead", () => {
    const dead = { ...blankMonster().dying, down: true, failures: 3 };
    expect(validateData(monsterSchema, { dying: dead })).toEqual([]);
    expect(isDead(dead)).toBe(true);
    expect(validateData(monsterSchema, { dying: { failures: 4 } })).toEqual([{ path: "system.dying.failures", problem: "4 is above the maximum 3" }]);
  });

  it("an ogre: Large, 10 ft of reach, STR 21, 4 HD, 29 of 30 hit points with 3 non-lethal, natural armour +5, notes", () => {
    const ogre = {
      ...blankMonster(),
      size: "large" as const,
      reach: 10,
      hitDice: 4,
      baseAttackBonus: 3,
      fortitudeBase: 4,
      health: { value: 29, max: 30 },
      nonLethal: 3,
      ac: { ...blankMonster().ac, natural: 5 },
      notes: "<p>Guards the bridge.</p>",
    };
    ogre.abilities.str.score = 21;
    expect(validateData(monsterSchema, ogre)).toEqual([]);
  });
});

describe("every creature number has bounds a GM meets with a clear problem", () => {
  it.each([
    ["abilities.str.score", { abilities: { str: { score: 0 } } }, "0 is below the minimum 1"],
    ["abilities.cha.score", { abilities: { cha: { score: 51 } } }, "51 is above the maximum 50"],
    ["health.value", { health: { value: -1 } }, "-1 is below the minimum 0"],
    ["health.max", { health: { max: 0 } }, "0 is below the minimum 1"],
    ["health.max", { health: { max: 10000 } }, "10000 is above the maximum 9999"],
    ["nonLethal", { nonLethal: -1 }, "-1 is below the minimum 0"],
    ["hitDice", { hitDice: 0 }, "0 is below the minimum 1"],
    ["hitDice", { hitDice: 61 }, "61 is above the maximum 60"],
    ["baseAttackBonus", { baseAttackBonus: -1 }, "-1 is below the minimum 0"],
    ["baseAttackBonus", { baseAttackBonus: 61 }, "61 is above the maximum 60"],
    ["fortitudeBase", { fortitudeBase: -1 }, "-1 is below the minimum 0"],
    ["ac.natural", { ac: { natural: -1 } }, "-1 is below the minimum 0"],
    ["ac.natural", { ac: { natural: 31 } }, "31 is above the maximum 30"],
    ["ac.deflection", { ac: { deflection: 21 } }, "21 is above the maximum 20"],
    ["ac.dodge", { ac: { dodge: -11 } }, "-11 is below the minimum -10"],
    ["initiative.misc", { initiative: { misc: 21 } }, "21 is above the maximum 20"],
    ["reach", { reach: -5 }, "-5 is below the minimum 0"],
    ["reach", { reach: 105 }, "105 is above the maximum 100"],
    ["skills.escapeArtist", { skills: { escapeArtist: -11 } }, "-11 is below the minimum -10"],
    ["dying.droppingDamage", { dying: { droppingDamage: -1 } }, "-1 is below the minimum 0"],
    ["training.shields", { training: { shields: "yes" } }, 'expected true or false, got "yes"'],
    ["nonLethal", { nonLethal: 1.5 }, "expected a whole number, got 1.5"],
  ])("refuses %s out of range", (path, data, problem) => {
    expect(validateData(characterSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });

  it("accepts every ability score from 1 to 50 and refuses every other whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (score) => {
        const issues = validateData(monsterSchema, { abilities: { wis: { score } } });
        expect(issues.length === 0).toBe(score >= 1 && score <= CLASSIC_SCORE_MAX);
      }),
      { numRuns: runs(200) },
    );
  });
});
