import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { initialData } from "../../../../../src/core/schema/spec";
import { deriveDeclaredCreature, type DeclaredCreatureRatings } from "../../../../../src/rulesets/declared/rules/creature/derived";
import { armourPieces, storedRatings } from "../../../../../src/rulesets/declared/rules/creature/stored-ratings";
import { characterSchema } from "../../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/declared/schema/monster";

const L = "FRAY.Declared.Creature.Line";

/** The chapter's Leonin 3rd-level Hunter: 2 Fiend HD on d8, Strength 16 (+3), Agility 14 (+2). */
function leonin(overrides: Partial<DeclaredCreatureRatings> = {}): DeclaredCreatureRatings {
  const base = storedRatings(initialData(characterSchema));
  return {
    ...base,
    attributes: { ...base.attributes, strength: { score: 16, damage: 0 }, agility: { score: 14, damage: 0 } },
    hitDice: 2,
    classLevels: 3,
    woundPoints: 16,
    ...overrides,
  };
}

const chainMail = { worn: true, defenseBonus: 2, armourBonus: 3 };
const shield = { worn: true, defenseBonus: 1, armourBonus: 0 };

describe("a declared creature's derived numbers", () => {
  it("the Leonin's 5d8+15 Stress (37.5 on average) and Wound Points = Strength 16", () => {
    const derived = deriveDeclaredCreature(leonin());
    expect(derived.stress).toEqual({ ok: true, formula: "5d8+15", dice: 5, average: 37.5 });
    expect(derived.woundPoints).toEqual({ value: 16, lines: [{ key: `${L}.Strength`, value: 16 }] });
  });

  it("a Wound Point bonus adds to Strength and is listed; Strength damage lowers the maximum and the Stress bonus", () => {
    const tough = deriveDeclaredCreature(leonin({ woundPointsBonus: 2 }));
    expect(tough.woundPoints).toEqual({ value: 18, lines: [{ key: `${L}.Strength`, value: 16 }, { key: `${L}.WoundPointsBonus`, value: 2 }] });
    const brokenRib = deriveDeclaredCreature(leonin({ attributes: { ...leonin().attributes, strength: { score: 16, damage: 4 } } }));
    expect(brokenRib.attributes.strength).toEqual({ effective: 12, modifier: 1 });
    expect(brokenRib.woundPoints.value).toBe(12);
    expect(brokenRib.stress.ok && brokenRib.stress.formula).toBe("5d8+5");
  });

  it("AGI +2 rolls 1d12−2 for Base Initiative, and AGI −1 rolls 1d12+1", () => {
    expect(deriveDeclaredCreature(leonin()).initiative).toBe("1d12-2");
    const clumsy = leonin({ attributes: { ...leonin().attributes, agility: { score: 9, damage: 0 } } });
    expect(deriveDeclaredCreature(clumsy).initiative).toBe("1d12+1");
  });

  it("Defense is 10 + AGI + own bonus + worn armour's bonuses, each listed; armour carried but not worn adds nothing", () => {
    const derived = deriveDeclaredCreature(leonin({ defenseBonus: 1 }), [chainMail, shield, { worn: false, defenseBonus: 5, armourBonus: 5 }]);
    expect(derived.defense).toEqual({
      value: 16,
      lines: [
        { key: `${L}.Base`, value: 10 },
        { key: `${L}.Agility`, value: 2 },
        { key: `${L}.DefenseBonus`, value: 1 },
        { key: `${L}.WornArmour`, value: 3 },
      ],
    });
  });

  it("Armour is natural armour plus worn armour's bonuses; parts worth nothing are left out", () => {
    expect(deriveDeclaredCreature(leonin({ armourBonus: 2 }), [chainMail, shield]).armour).toEqual({
      value: 5,
      lines: [{ key: `${L}.NaturalArmour`, value: 2 }, { key: `${L}.WornArmour`, value: 3 }],
    });
    expect(deriveDeclaredCreature(leonin(), [{ ...chainMail, worn: false }]).armour).toEqual({ value: 0, lines: [] });
    expect(deriveDeclaredCreature(leonin()).defense.lines.map((line) => line.key)).toEqual([`${L}.Base`, `${L}.Agility`]);
  });

  it("the wound state follows current Wound Points: death at −15 with Strength 15, stabilized only when down", () => {
    const strong = (woundPoints: number, stabilized = false) =>
      deriveDeclaredCreature(leonin({ attributes: { ...leonin().attributes, strength: { score: 15, damage: 0 } }, woundPoints, stabilized })).woundState;
    expect([strong(15), strong(7), strong(0), strong(-3), strong(-14), strong(-15)]).toEqual(["unhurt", "wounded", "incapacitated", "dying", "dying", "dead"]);
    expect([strong(-3, true), strong(7, true)]).toEqual(["stabilized", "wounded"]);
  });

  it("a monster with no HD and no class cannot roll Stress, and says why", () => {
    const derived = deriveDeclaredCreature(leonin({ hitDice: 0, classLevels: 0 }));
    expect(derived.stress).toEqual({ ok: false, reason: { key: "FRAY.Declared.Creature.Refusal.NoHitDice" } });
  });

  it("every attribute's modifier reads the score after damage, never below that of a score of 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 30 }), (score, damage) => {
        const derived = deriveDeclaredCreature(leonin({ attributes: { ...leonin().attributes, memory: { score, damage } } }));
        expect(derived.attributes.memory.effective).toBe(Math.max(0, score - damage));
        expect(derived.attributes.memory.modifier).toBe(Math.floor((Math.max(0, score - damage) - 10) / 2));
      }),
      { numRuns: runs(50) },
    );
  });
});

describe("a declared creature's stored data as the rules read it", () => {
  it("a character's class levels add Stress dice; a monster's stored d10 reads as 10 faces and no levels", () => {
    const hunter = { ...initialData(characterSchema), hitDice: 2, class: { name: "Hunter", level: 3 } };
    expect(storedRatings(hunter)).toMatchObject({ hitDice: 2, classLevels: 3, stressDieFaces: 8 });
    const ogre = { ...initialData(monsterSchema), hitDice: 4, stressDie: "d10" as const, health: { value: -2, max: 18 }, stabilized: true };
    expect(storedRatings(ogre)).toMatchObject({ hitDice: 4, classLevels: 0, stressDieFaces: 10, woundPoints: -2, stabilized: true });
  });

  it("only armour items are armour pieces", () => {
    const items = [
      { type: "declaredArmour", system: chainMail },
      { type: "declaredWeapon", system: { worn: true, defenseBonus: 9, armourBonus: 9 } },
    ];
    expect(armourPieces(items)).toEqual([chainMail]);
  });
});
