import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runs } from "../../../support/fixed-seed";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { characterSchema } from "../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../src/rulesets/declared/schema/monster";
import { STRESS_DIE_CHOICES, stressDieFaces } from "../../../../src/rulesets/declared/schema/common";
import { DECLARED_SCORE_MAX } from "../../../../src/rulesets/declared/schema/creature-fields";
import { attributeModifier } from "../../../../src/rulesets/declared/rules/creature/attributes";
import { stressDice } from "../../../../src/rulesets/declared/rules/creature/stress";
import { applyHit } from "../../../../src/rulesets/declared/rules/combat/hit-damage";
import { combatInjury } from "../../../../src/rulesets/declared/rules/injuries/combat-injury";

const blankCharacter = () => initialData(characterSchema);
const blankMonster = () => initialData(monsterSchema);

describe("a new declared character", () => {
  it("has 10 in every attribute with no damage, 1 HD on a d8, no class yet, 10 Wound Points and its d8's Stress", () => {
    const hero = blankCharacter();
    expect(hero.attributes).toEqual({
      strength: { score: 10, damage: 0 },
      agility: { score: 10, damage: 0 },
      dexterity: { score: 10, damage: 0 },
      insight: { score: 10, damage: 0 },
      memory: { score: 10, damage: 0 },
      perception: { score: 10, damage: 0 },
    });
    expect(hero.hitDice).toBe(1);
    expect(hero.stressDie).toBe("d8");
    expect(hero.class).toEqual({ name: "", level: 0 });
    expect(hero.stress).toEqual({ value: 5, max: 5 });
    expect(hero.health).toEqual({ value: 10, max: 10 });
  });

  it("starts unhurt and unarmoured: no injuries, not stabilized, no bonuses, 10 yards of Speed, untrained skills", () => {
    const hero = blankCharacter();
    expect(hero.injuries).toEqual([]);
    expect(hero.stabilized).toBe(false);
    expect([hero.woundPointsBonus, hero.defenseBonus, hero.armourBonus]).toEqual([0, 0, 0]);
    expect(hero.speed).toBe(10);
    expect(hero.skills).toEqual({ heal: 0, intimidation: 0, balance: 0 });
    expect(hero.notes).toBe("");
  });
});

describe("a creature's sheet holds what the chapter's rules read", () => {
  it("the Leonin's 5d8+15 Stress: 2 Fiend HD and 3 Hunter levels on d8 with Strength 16 read as 5d8+15", () => {
    const leonin = { ...blankCharacter(), hitDice: 2, class: { name: "Hunter", level: 3 }, stressDie: "d8" as const };
    leonin.attributes.strength.score = 16;
    expect(validateData(characterSchema, leonin)).toEqual([]);
    const stress = stressDice({
      hitDice: leonin.hitDice,
      classLevels: leonin.class.level,
      die: stressDieFaces(leonin.stressDie),
      strengthModifier: attributeModifier(leonin.attributes.strength.score),
    });
    expect(stress).toMatchObject({ ok: true, formula: "5d8+15" });
  });

  it("offers the Stress dice the rules roll, d4 to d12, and reads each as its faces", () => {
    expect(STRESS_DIE_CHOICES).toEqual(["d4", "d6", "d8", "d10", "d12"]);
    expect(STRESS_DIE_CHOICES.map(stressDieFaces)).toEqual([4, 6, 8, 10, 12]);
    expect(validateData(characterSchema, { stressDie: "d20" })).toEqual([{ path: "system.stressDie", problem: '"d20" is not one of d4, d6, d8, d10, d12' }]);
  });

  it("death at −15 with Strength 15: Wound Points can be stored down to the lowest Strength's death, and no lower", () => {
    const dead = { ...blankMonster(), health: { value: -15, max: 15 } };
    dead.attributes.strength.score = 15;
    expect(validateData(monsterSchema, dead)).toEqual([]);
    expect(validateData(monsterSchema, { health: { value: -DECLARED_SCORE_MAX } })).toEqual([]);
    expect(validateData(monsterSchema, { health: { value: -DECLARED_SCORE_MAX - 1 } })).toEqual([
      { path: "system.health.value", problem: "-31 is below the minimum -30" },
    ]);
  });

  it("an ogre with a plain wound and a combat injury to its main arm validates", () => {
    const ogre = {
      ...blankMonster(),
      hitDice: 4,
      stressDie: "d10" as const,
      stress: { value: 0, max: 26 },
      health: { value: 9, max: 18 },
      armourBonus: 2,
      skills: { heal: 0, intimidation: 4, balance: -1 },
      stabilized: true,
      injuries: [
        { type: "slashing" as const, amount: 4, name: "", effect: "", limb: null },
        { type: "blunt" as const, amount: 5, name: "FRAY.Declared.Injury.Blunt.brokenUpperArm.Name", effect: "FRAY.Declared.Injury.Blunt.brokenUpperArm.Effect", limb: "mainArm" as const },
      ],
      notes: "<p>Guards the bridge.</p>",
    };
    expect(validateData(monsterSchema, ogre)).toEqual([]);
  });

  it("the injuries the damage and injury rules record are stored as they come: a plain wound, and a broken upper arm on the main arm", () => {
    const wound = applyHit({ stress: 2, wounds: 10, armour: 1 }, { rolled: 7, critical: false, multiplier: 2, type: "slashing" }).injury;
    expect(wound).toEqual({ type: "slashing", amount: 4 });
    const broken = combatInjury({ type: "blunt", amount: 12, setting: "gm", d20: 9, d4: 1 });
    expect(broken).toMatchObject({ kind: "injury", record: { limb: "mainArm" } });
    const record = broken.kind === "injury" ? broken.record : null;
    expect(validateData(monsterSchema, { injuries: [wound, record] })).toEqual([]);
    expect(validateData(monsterSchema.fields.injuries.element, initialData(monsterSchema.fields.injuries.element))).toEqual([]);
    expect(initialData(monsterSchema.fields.injuries.element)).toEqual({ type: "blunt", amount: 1, name: "", effect: "", limb: null });
  });

  it("a GM's own words for an injury with no table rows are kept as they are", () => {
    const burnt = { type: "fire", amount: 7, name: "Seared hand", effect: "Cannot grip until healed", limb: "offHand" };
    expect(validateData(monsterSchema, { injuries: [burnt] })).toEqual([]);
  });

  it("refuses an injury of an unknown type, an unknown limb, a negative amount, and a misspelt field, naming each", () => {
    const issues = validateData(monsterSchema, {
      injuries: [{ type: "psychic", amount: -1, limb: "left", amuont: 3 }],
    });
    expect(issues).toEqual([
      { path: "system.injuries.0.type", problem: '"psychic" is not one of blunt, piercing, slashing, chopping, fire, cold, electric, sonic, acid, holy, unholy' },
      { path: "system.injuries.0.amount", problem: "-1 is below the minimum 0" },
      { path: "system.injuries.0.limb", problem: '"left" is not one of mainArm, offArm, mainHand, offHand' },
      { path: "system.injuries.0.amuont", problem: "is not a field of this type" },
    ]);
  });

  it("a monster has no class levels: its HD alone give its Stress dice", () => {
    expect(blankMonster()).not.toHaveProperty("class");
    expect(validateData(monsterSchema, { class: { name: "Hunter", level: 1 } })[0]?.path).toBe("system.class");
  });
});

describe("every creature number has bounds a GM meets with a clear problem", () => {
  it.each([
    ["attributes.agility.score", { attributes: { agility: { score: 0 } } }, "0 is below the minimum 1"],
    ["attributes.memory.score", { attributes: { memory: { score: 31 } } }, "31 is above the maximum 30"],
    ["attributes.strength.damage", { attributes: { strength: { damage: -2 } } }, "-2 is below the minimum 0"],
    ["attributes.insight.damage", { attributes: { insight: { damage: 31 } } }, "31 is above the maximum 30"],
    ["hitDice", { hitDice: 31 }, "31 is above the maximum 30"],
    ["hitDice", { hitDice: -1 }, "-1 is below the minimum 0"],
    ["class.level", { class: { level: 21 } }, "21 is above the maximum 20"],
    ["stress.value", { stress: { value: -1 } }, "-1 is below the minimum 0"],
    ["stress.max", { stress: { max: 1000 } }, "1000 is above the maximum 999"],
    ["health.max", { health: { max: -1 } }, "-1 is below the minimum 0"],
    ["health.max", { health: { max: 51 } }, "51 is above the maximum 50"],
    ["woundPointsBonus", { woundPointsBonus: 21 }, "21 is above the maximum 20"],
    ["defenseBonus", { defenseBonus: -11 }, "-11 is below the minimum -10"],
    ["armourBonus", { armourBonus: -1 }, "-1 is below the minimum 0"],
    ["armourBonus", { armourBonus: 21 }, "21 is above the maximum 20"],
    ["speed", { speed: -1 }, "-1 is below the minimum 0"],
    ["speed", { speed: 101 }, "101 is above the maximum 100"],
    ["skills.heal", { skills: { heal: 21 } }, "21 is above the maximum 20"],
    ["skills.balance", { skills: { balance: -11 } }, "-11 is below the minimum -10"],
    ["stress.value", { stress: { value: 2.5 } }, "expected a whole number, got 2.5"],
  ])("refuses %s out of range", (path, data, problem) => {
    expect(validateData(characterSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });

  it("accepts every attribute score from 1 to 30 and refuses every other whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (score) => {
        const issues = validateData(monsterSchema, { attributes: { perception: { score } } });
        expect(issues.length === 0).toBe(score >= 1 && score <= DECLARED_SCORE_MAX);
      }),
      { numRuns: runs(200) },
    );
  });
});
