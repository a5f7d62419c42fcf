/**
 * Weapon and armour training. Untrained with a weapon: −3 to attack and damage, and no threatened squares
 * (reach.ts). Untrained in worn armour: its check penalty applies to attacks, and spells fail half the time.
 */
import type { Modifier } from "../../../../core/rules-types";

export const UNTRAINED_WEAPON_PENALTY = -3;
/** d% at or below this fails the spell when the caster wears armour it is not trained in. */
export const UNTRAINED_ARMOUR_SPELL_FAILURE = 50;

export interface TrainingFacts {
  weaponTrained: boolean;
  armourTrained: boolean;
  /** The worn armour's check penalty, as a number ≤ 0. */
  armourCheckPenalty: number;
}

/** What training adds to an attack roll. */
export function trainingAttackLines(facts: TrainingFacts): Modifier[] {
  const lines: Modifier[] = [];
  if (!facts.weaponTrained) lines.push({ key: "FRAY.Classic.Training.untrainedWeapon", value: UNTRAINED_WEAPON_PENALTY });
  if (!facts.armourTrained && facts.armourCheckPenalty < 0) {
    lines.push({ key: "FRAY.Classic.Training.untrainedArmour", value: facts.armourCheckPenalty });
  }
  return lines;
}

/** What training adds to a damage roll: the untrained −3 only (a training bonus is the weapon's to give). */
export function trainingDamageLines(facts: Pick<TrainingFacts, "weaponTrained">): Modifier[] {
  return facts.weaponTrained ? [] : [{ key: "FRAY.Classic.Training.untrainedWeapon", value: UNTRAINED_WEAPON_PENALTY }];
}

/** The spell failure chance in percent that worn armour gives: its own, or 50 % untrained, whichever is higher. */
export function spellFailureChance(armourTrained: boolean, armourSpellFailure: number): number {
  return armourTrained ? armourSpellFailure : Math.max(UNTRAINED_ARMOUR_SPELL_FAILURE, armourSpellFailure);
}
