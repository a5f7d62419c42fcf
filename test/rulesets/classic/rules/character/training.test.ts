import { describe, expect, it } from "vitest";
import { spellFailureChance, trainingAttackLines, trainingDamageLines, UNTRAINED_WEAPON_PENALTY } from "../../../../../src/rulesets/classic/rules/character/training";

const untrainedWeapon = { key: "FRAY.Classic.Training.untrainedWeapon", value: -3 };

describe("weapon and armour training", () => {
  it("trained in weapon and armour: nothing added", () => {
    expect(trainingAttackLines({ weaponTrained: true, armourTrained: true, armourCheckPenalty: -6 })).toEqual([]);
    expect(trainingDamageLines({ weaponTrained: true })).toEqual([]);
  });

  it("an untrained weapon takes −3 to attack and to damage", () => {
    expect(UNTRAINED_WEAPON_PENALTY).toBe(-3);
    expect(trainingAttackLines({ weaponTrained: false, armourTrained: true, armourCheckPenalty: 0 })).toEqual([untrainedWeapon]);
    expect(trainingDamageLines({ weaponTrained: false })).toEqual([untrainedWeapon]);
  });

  it("untrained armour puts its check penalty on attacks; armour without a penalty costs nothing", () => {
    expect(trainingAttackLines({ weaponTrained: false, armourTrained: false, armourCheckPenalty: -5 })).toEqual([
      untrainedWeapon,
      { key: "FRAY.Classic.Training.untrainedArmour", value: -5 },
    ]);
    expect(trainingAttackLines({ weaponTrained: true, armourTrained: false, armourCheckPenalty: 0 })).toEqual([]);
  });

  it("untrained armour gives a 50% spell failure chance, or the armour's own if higher", () => {
    expect(spellFailureChance(false, 0)).toBe(50);
    expect(spellFailureChance(false, 60)).toBe(60);
    expect(spellFailureChance(true, 20)).toBe(20);
  });
});
