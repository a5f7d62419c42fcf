/**
 * How a weapon or a held shield may be used in an attack, which attack of the round it is, and the
 * flat lines its damage takes beyond Strength. A melee weapon strikes in melee (or a melee touch); a
 * thrown one may also be thrown (a ranged attack that adds Strength) or make a ranged touch; a bow
 * shoots (or makes a ranged touch) and never strikes in melee; a shield bashes.
 */
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { CHARGE_DAMAGE_BONUS, CHARGE_TWO_HANDED_DAMAGE_BONUS } from "../maneuvers/charge";
import { CLASSIC_MANEUVER_LINE } from "../maneuvers/labels";
import type { AttackKind } from "./attack-roll";
import { CLASSIC_ATTACK_MODE, CLASSIC_ATTACK_REFUSAL, CLASSIC_DAMAGE_LINE } from "./labels";

export const CLASSIC_ATTACK_MODES = ["melee", "ranged", "thrown", "meleeTouch", "rangedTouch", "shieldBash"] as const;
export type ClassicAttackMode = (typeof CLASSIC_ATTACK_MODES)[number];

/** What decides a weapon's modes: a shield, or a weapon that shoots, is thrown, or neither. */
export type ModeSource = { shield: true } | { shield: false; ranged: boolean; thrown: boolean };

export function attackModesOf(source: ModeSource): ClassicAttackMode[] {
  if (source.shield) return ["shieldBash"];
  if (source.ranged && !source.thrown) return ["ranged", "rangedTouch"];
  if (source.thrown) return source.ranged ? ["thrown", "rangedTouch"] : ["melee", "thrown", "meleeTouch", "rangedTouch"];
  return ["melee", "meleeTouch"];
}

/** The mode, when this weapon allows it; else why not (a bow in melee touch …). */
export function checkAttackMode(mode: ClassicAttackMode, source: ModeSource): Decision<{ kind: AttackKind; thrown: boolean }> {
  if (!attackModesOf(source).includes(mode)) return refuse(CLASSIC_ATTACK_REFUSAL.modeNotAllowed, { mode: CLASSIC_ATTACK_MODE[mode] });
  return { ok: true, kind: mode === "thrown" ? "ranged" : mode, thrown: mode === "thrown" };
}

/** Two hands: always for a two-handed weapon, by choice for a one-handed one struck in melee; never for a throw, a shot or a bash. */
export function wieldedTwoHanded(mode: ClassicAttackMode, weapon: { twoHanded: boolean }, chosen: boolean): boolean {
  if (mode !== "melee") return false;
  return weapon.twoHanded || chosen;
}

/**
 * Which of the round's attacks this is. An attack of opportunity uses the first (highest) bonus; in a
 * fight the attacks come best first, so one already used is refused; beyond the last, the pure roll refuses.
 */
export function attackIterative(requested: number, attacksSpent: number, opportunity: boolean): Decision<{ iterative: number }> {
  if (opportunity) return { ok: true, iterative: 0 };
  if (requested < attacksSpent) return refuse(CLASSIC_ATTACK_REFUSAL.iterativeUsed, { attack: requested + 1, next: attacksSpent + 1 });
  return { ok: true, iterative: requested };
}

/** The damage lines a charge and the weapon's own flat bonus add (both multiplied by a critical, as flat bonuses are). */
export function extraDamageLines(weaponBonus: number, charging: boolean, twoHanded: boolean): Modifier[] {
  const lines: Modifier[] = [];
  if (weaponBonus !== 0) lines.push({ key: CLASSIC_DAMAGE_LINE.weaponBonus, value: weaponBonus });
  if (charging) lines.push({ key: CLASSIC_MANEUVER_LINE.chargeDamage, value: twoHanded ? CHARGE_TWO_HANDED_DAMAGE_BONUS : CHARGE_DAMAGE_BONUS });
  return lines;
}
