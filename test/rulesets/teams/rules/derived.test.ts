import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../support/fixed-seed";
import { initialData } from "../../../../src/core/schema/spec";
import {
  allowedAttributes,
  allowedProficiencies,
  attackTestFormula,
  bestAttackChoice,
  checkAttackChoice,
  deathDifficulty,
  deriveTeamsActor,
  durabilityLost,
  itemDefence,
  itemDurability,
  luckTestBonus,
  skillTestFormula,
  sizeValue,
  standingDefences,
  teamsConditions,
  testFormula,
  type TeamsActorRatings,
} from "../../../../src/rulesets/teams/rules/derived";
import { sizeShift } from "../../../../src/rulesets/teams/rules/combat/size";
import { characterSchema } from "../../../../src/rulesets/teams/schema/character";
import { armourSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/teams/schema/items";

/** Boudica as the chapter gives her: strength d6, combat d6, athletics d4, martial +1, fortitude +1, endurance 12, health 12, constitution 4. */
function boudica(): TeamsActorRatings {
  const base = initialData(characterSchema);
  return {
    ...base,
    attributes: { ...base.attributes, strength: "d6", dexterity: "d4" },
    skills: { ...base.skills, combat: "d6", athletics: "d4" },
    proficiencies: { ...base.proficiencies, martial: 1, fortitude: 1 },
    endurance: { value: 12, max: 12 },
    health: { value: 12, max: 12 },
    constitution: 4,
  };
}

const spear = {
  ...initialData(weaponSchema),
  attributes: { strength: true, dexterity: true, intellect: false, perception: false, willpower: false },
  proficiencies: { finesse: true, martial: true, ranged: false },
  damage: 4,
  damageType: "piercing" as const,
  criticalDamage: 8,
  criticalThreshold: 19,
};

const durabilityOf = (item: { metal: boolean; durability: { listed: number | null; lost: number } }) =>
  itemDurability({ metal: item.metal, ...item.durability });

describe("teams derived numbers", () => {
  it("Boudica's spear: strength d6 + combat skill d6 + martial proficiency +1 is a 2d6+1 test", () => {
    const choice = bestAttackChoice(spear, boudica());
    expect(choice).toEqual({ attribute: "strength", proficiency: "martial" });
    expect(attackTestFormula(boudica(), choice!)).toBe("2d6+1");
  });

  it("Boudica's spear may use strength or dexterity, finesse or martial, and nothing else", () => {
    expect(checkAttackChoice(spear, { attribute: "dexterity", proficiency: "finesse" }).ok).toBe(true);
    const refused = checkAttackChoice(spear, { attribute: "willpower", proficiency: "martial" });
    expect(refused).toMatchObject({ ok: false, reason: { data: { attribute: "willpower" } } });
    expect(checkAttackChoice(spear, { attribute: "strength", proficiency: "ranged" }).ok).toBe(false);
  });

  it("Boudica's fortify: strength d6 + athletics d4 + fortitude +1", () => {
    expect(skillTestFormula(boudica(), "strength", "athletics", "fortitude")).toBe("1d6+1d4+1");
  });

  it("Boudica's endurance and health: unhurt she is in no condition, with endurance 12 − 7 = 5 she is harmed", () => {
    expect(deriveTeamsActor(boudica()).conditions).toEqual([]);
    const hit = { ...boudica(), endurance: { value: 5, max: 12 } };
    expect(deriveTeamsActor(hit).conditions).toEqual(["harmed"]);
  });

  it("Boudica's endurance and health: 10 more leaves health 7 of 12, harmed and bloodied, her constitution still 4", () => {
    const derived = deriveTeamsActor({ ...boudica(), endurance: { value: 0, max: 12 }, health: { value: 7, max: 12 } });
    expect(derived.conditions).toEqual(["harmed", "bloodied"]);
    expect(derived.constitution).toBe(4);
  });

  it("Boudica's endurance and health: 8 more brings health to 0 and she is unconscious; when she dies she is only dead", () => {
    const down = { ...boudica(), endurance: { value: 0, max: 12 }, health: { value: 0, max: 12 } };
    expect(deriveTeamsActor(down).conditions).toEqual(["harmed", "bloodied", "unconscious"]);
    expect(deriveTeamsActor({ ...down, conditions: { unconscious: true, prone: true, dead: true } }).conditions).toEqual(["dead"]);
  });

  it("a creature without endurance has none to lose, so it is never harmed", () => {
    expect(teamsConditions({ endurance: { value: 0, max: 0 }, health: { value: 5, max: 5 }, unconscious: false, prone: false, dead: false })).toEqual([]);
  });

  it("a character knocked out or lying down shows it while alive", () => {
    expect(teamsConditions({ endurance: { value: 12, max: 12 }, health: { value: 12, max: 12 }, unconscious: true, prone: true, dead: false })).toEqual(["unconscious", "prone"]);
  });

  it("the death test's difficulty is 10, and 5 higher for good each time death is cheated", () => {
    expect(deriveTeamsActor(boudica()).deathDifficulty).toBe(10);
    expect(deriveTeamsActor({ ...boudica(), deathsCheated: 1 }).deathDifficulty).toBe(15);
    expect(deathDifficulty(2)).toBe(20);
  });

  it("Fabian's size difference: medium (4) against a small goblin (3) is a difference of 1", () => {
    expect(sizeValue("medium")).toBe(4);
    expect(sizeValue("small")).toBe(3);
    expect(sizeShift(sizeValue("medium"), sizeValue("small"))).toEqual({ evasion: 1, deflection: -1 });
    expect(deriveTeamsActor({ ...boudica(), size: "small" }).size).toBe(3);
  });

  it("the luck die is a d20 that adds +4 to an ordinary test at 20 or more", () => {
    expect(deriveTeamsActor(boudica()).luckDie).toBe("1d20");
    expect(luckTestBonus(20)).toBe(4);
    expect(luckTestBonus(22)).toBe(4);
    expect(luckTestBonus(19)).toBe(0);
  });

  it("worn armour adds its deflection to the wearer's own; armour in the pack does not", () => {
    const mail = { ...initialData(armourSchema), deflection: { physical: 6, elemental: 1 }, worn: true };
    const spare = { ...mail, worn: false };
    const enemy = { ...boudica(), evasion: 6, deflection: { physical: 2, elemental: 0 } };
    expect(deriveTeamsActor(enemy, [mail, spare])).toMatchObject({ evasion: 6, deflection: { physical: 8, elemental: 1 } });
  });

  it("an unlisted durability is 10 for a metal item and 4 for any other; a listed one stands", () => {
    const shield = initialData(shieldSchema);
    expect(durabilityOf({ ...shield, metal: true })).toEqual({ value: 10, max: 10, broken: false });
    expect(durabilityOf(shield)).toEqual({ value: 4, max: 4, broken: false });
    expect(durabilityOf({ ...shield, metal: true, durability: { listed: 6, lost: 2 } })).toEqual({ value: 4, max: 6, broken: false });
  });

  it("an item at 0 durability is broken and can neither block nor parry", () => {
    const shield = { ...initialData(shieldSchema), blockValue: 3, wielded: true };
    const whole = itemDefence({ ...shield, ...shield.durability });
    expect(whole).toEqual({ canBlock: true, canParry: true, parryBonus: 1 });
    const broken = itemDefence({ ...shield, ...shield.durability, lost: 4 });
    expect(broken).toMatchObject({ canBlock: false, canParry: false });
  });

  it("a shield left on the back, not wielded, can neither block nor parry", () => {
    const shield = { ...initialData(shieldSchema), wielded: false };
    expect(itemDefence({ ...shield, ...shield.durability })).toMatchObject({ canBlock: false, canParry: false });
  });

  it("a weapon without the block property cannot block, and parries with its parry value", () => {
    const sword = { ...spear, parryValue: 2, metal: true, wielded: true };
    expect(itemDefence({ ...sword, ...sword.durability })).toEqual({ canBlock: false, canParry: true, parryBonus: 2 });
  });

  it("durability after a block or parry is stored as what was lost, and reads back as what remained", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 20 })), fc.integer({ min: -5, max: 30 }), (metal, listed, remaining) => {
        const item = { metal, listed };
        const lost = durabilityLost(item, remaining);
        const read = itemDurability({ ...item, lost });
        expect(lost).toBeGreaterThanOrEqual(0);
        expect(read.value).toBe(Math.min(read.max, Math.max(0, remaining)));
        expect(read.broken).toBe(read.value === 0);
      }),
      { numRuns: runs(200) },
    );
  });

  it("durability never reads below zero nor above its maximum, however much is lost", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 20 })), fc.integer({ min: -5, max: 40 }), (metal, listed, lost) => {
        const read = itemDurability({ metal, listed, lost });
        expect(read.value).toBeGreaterThanOrEqual(0);
        expect(read.value).toBeLessThanOrEqual(read.max);
      }),
      { numRuns: runs(200) },
    );
  });

  it("defences never fall below zero and armour never lowers them", () => {
    const reductions = fc.record({ physical: fc.integer({ min: -3, max: 20 }), elemental: fc.integer({ min: -3, max: 20 }) });
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 20 }), reductions, fc.array(fc.record({ worn: fc.boolean(), deflection: reductions }), { maxLength: 4 }), (evasion, own, armour) => {
        const bare = standingDefences({ evasion, deflection: own }, []);
        const dressed = standingDefences({ evasion, deflection: own }, armour);
        expect(dressed.evasion).toBe(bare.evasion);
        expect(bare.deflection.physical).toBeGreaterThanOrEqual(0);
        expect(dressed.deflection.physical).toBeGreaterThanOrEqual(bare.deflection.physical);
        expect(dressed.deflection.elemental).toBeGreaterThanOrEqual(bare.deflection.elemental);
      }),
      { numRuns: runs(200) },
    );
  });

  it("harmed exactly while endurance is at half or less, bloodied exactly while health is below its maximum", () => {
    const pool = fc.integer({ min: 1, max: 40 }).chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
    fc.assert(
      fc.property(pool, pool, (endurance, health) => {
        const conditions = teamsConditions({ endurance, health, unconscious: false, prone: false, dead: false });
        expect(conditions.includes("harmed")).toBe(endurance.value * 2 <= endurance.max);
        expect(conditions.includes("bloodied")).toBe(health.value < health.max);
        expect(conditions.includes("unconscious")).toBe(health.value === 0);
      }),
      { numRuns: runs(200) },
    );
  });

  it("the death difficulty only ever rises with each cheated death", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (cheated) => {
        expect(deathDifficulty(cheated + 1) - deathDifficulty(cheated)).toBe(5);
        expect(deathDifficulty(cheated)).toBeGreaterThanOrEqual(10);
      }),
      { numRuns: runs(100) },
    );
  });
});

describe("teams numbers on the sheet and in the attack dialog", () => {
  it("the sheet shows speed, endurance, health, stamina and focus as rated; a speed below 0 shows as 0", () => {
    const rated = { ...boudica(), speed: 6, stamina: { value: 2, max: 3 }, focus: { value: 1, max: 2 }, endurance: { value: 9, max: 12 }, health: { value: 11, max: 12 } };
    expect(deriveTeamsActor(rated)).toMatchObject({ speed: 6, stamina: { value: 2, max: 3 }, focus: { value: 1, max: 2 }, endurance: { value: 9, max: 12 }, health: { value: 11, max: 12 } });
    expect(deriveTeamsActor({ ...rated, speed: -2 }).speed).toBe(0);
  });

  it("a test without a proficiency adds nothing: perception d4 + awareness d4 is 2d4", () => {
    expect(skillTestFormula(boudica(), "perception", "awareness", null)).toBe("2d4");
  });

  it("a test's dice are written largest first, whichever die is the attribute: dexterity d4 + combat d6 is 1d6+1d4", () => {
    expect(testFormula(["d4", "d6"], 0)).toBe("1d6+1d4");
    expect(testFormula(["d6", "d4"], 0)).toBe("1d6+1d4");
    expect(testFormula(["d8", "d12"], -1)).toBe("1d12+1d8-1");
    expect(testFormula([], 3)).toBe("3");
  });

  it("Boudica's spear lists strength and dexterity, finesse and martial", () => {
    expect(allowedAttributes(spear)).toEqual(["strength", "dexterity"]);
    expect(allowedProficiencies(spear)).toEqual(["finesse", "martial"]);
  });

  it("the dialog's default is the largest allowed die and proficiency; on a tie, the first the weapon lists", () => {
    const nimble = (dexterity: "d4" | "d6" | "d8", finesse: number, martial: number) => ({
      ...boudica(),
      attributes: { ...boudica().attributes, strength: "d6" as const, dexterity },
      proficiencies: { ...boudica().proficiencies, finesse, martial },
    });
    expect(bestAttackChoice(spear, nimble("d8", 2, 1))).toEqual({ attribute: "dexterity", proficiency: "finesse" });
    expect(bestAttackChoice(spear, nimble("d6", 1, 1))).toEqual({ attribute: "strength", proficiency: "finesse" });
    expect(bestAttackChoice(spear, nimble("d4", 0, 1))).toEqual({ attribute: "strength", proficiency: "martial" });
  });

  it("a weapon that lists no proficiency adds none; one that lists no attribute offers no attack test", () => {
    const club = { ...spear, proficiencies: { finesse: false, martial: false, ranged: false } };
    expect(bestAttackChoice(club, boudica())).toEqual({ attribute: "strength", proficiency: null });
    const noAttributes = { strength: false, dexterity: false, intellect: false, perception: false, willpower: false };
    expect(bestAttackChoice({ ...spear, attributes: noAttributes }, boudica())).toBeNull();
  });
});
