/**
 * The attack roll before the die is cast: 1d20 + the base attack of that iterative + Strength (melee),
 * Dexterity (ranged) or the higher of both (shield bash) + size + other modifiers, compared with AC.
 * Untrained weapons take −3; armour worn untrained puts its check penalty on attacks.
 */
import { withBonus } from "../../../../core/dice/formula";
import { modifierTotal, refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { CLASSIC_ATTACK_LINE, CLASSIC_ATTACK_REFUSAL } from "./labels";
import { stanceLines, type FightingStance } from "./stance";

export type AttackKind = "melee" | "ranged" | "shieldBash" | "meleeTouch" | "rangedTouch";

/** The −3 training penalty of a weapon used untrained, to attack and damage alike. */
export const UNTRAINED_WEAPON_PENALTY = -3;

export interface AttackerRollFacts {
  /** The iterative bonuses this round, best first (+11/+6/+1 → [11, 6, 1]); the character rules build them. */
  iteratives: readonly number[];
  strengthModifier: number;
  dexterityModifier: number;
  /** The size modifier to attack rolls (+1 Small, −1 Large …). */
  sizeModifier: number;
  trainedWithWeapon: boolean;
  /** Armour check penalty of armour worn untrained (≤ 0); 0 when trained or unarmoured. */
  untrainedArmourPenalty: number;
}

export interface AttackRollInput {
  attacker: AttackerRollFacts;
  kind: AttackKind;
  /** Which attack of the round: 0 for the first, 1 for the second … */
  iterative: number;
  stance: FightingStance;
  /** Situational lines the GM or dialog adds (training bonus, flanking …). */
  situational?: readonly Modifier[];
}

export interface AttackRollPlan {
  /** "1d20+9" */
  formula: string;
  bonus: number;
  modifiers: Modifier[];
}

/** Which ability an attack of this kind adds: melee (and its touch) Strength, ranged Dexterity, a bash the better one. */
export function attackAbility(kind: AttackKind, strength: number, dexterity: number): "strength" | "dexterity" {
  if (kind === "melee" || kind === "meleeTouch") return "strength";
  if (kind === "ranged" || kind === "rangedTouch") return "dexterity";
  return dexterity > strength ? "dexterity" : "strength";
}

/** Every line of the roll, nothing at zero but the base attack, and the 1d20 formula they make. */
export function planAttackRoll(input: AttackRollInput): Decision<{ plan: AttackRollPlan }> {
  const { attacker, kind } = input;
  const base = attacker.iteratives[input.iterative];
  if (base === undefined) return refuse(CLASSIC_ATTACK_REFUSAL.noSuchIterative, { attack: input.iterative + 1, attacks: attacker.iteratives.length });
  const ability = attackAbility(kind, attacker.strengthModifier, attacker.dexterityModifier);
  const lines: Modifier[] = [
    { key: CLASSIC_ATTACK_LINE.baseAttack, value: base, data: { attack: input.iterative + 1 } },
    { key: CLASSIC_ATTACK_LINE[ability], value: ability === "strength" ? attacker.strengthModifier : attacker.dexterityModifier },
    { key: CLASSIC_ATTACK_LINE.size, value: attacker.sizeModifier },
    { key: CLASSIC_ATTACK_LINE.untrainedWeapon, value: attacker.trainedWithWeapon ? 0 : UNTRAINED_WEAPON_PENALTY },
    { key: CLASSIC_ATTACK_LINE.untrainedArmour, value: Math.min(0, attacker.untrainedArmourPenalty) },
    ...stanceLines(input.stance).attack,
    ...(input.situational ?? []),
  ];
  const modifiers = lines.filter((line, index) => index === 0 || line.value !== 0);
  const bonus = modifierTotal(modifiers);
  return { ok: true, plan: { formula: withBonus("1d20", bonus), bonus, modifiers } };
}

/** A weapon used untrained threatens no squares: it makes no Attacks of Opportunity. */
export function weaponThreatens(trainedWithWeapon: boolean): boolean {
  return trainedWithWeapon;
}
