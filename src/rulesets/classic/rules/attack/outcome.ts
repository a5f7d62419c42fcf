/**
 * What a rolled attack comes to. A hit is a total that equals or exceeds the AC; a critical threat is a
 * hit whose natural d20 lies in the weapon's threat range, and it becomes a critical only when a second
 * roll with the same modifiers also meets the AC. Natural 20s and 1s follow the world setting.
 */
import type { RulesetSetting } from "../../../../core/ruleset/contract";
import { CLASSIC_ATTACK_RESULT, CLASSIC_NATURAL_ROLLS_SETTING } from "./labels";

/** "asWritten": the total alone decides; "automatic": a natural 20 always hits, a natural 1 always misses. */
export type NaturalRolls = "asWritten" | "automatic";

export const CLASSIC_NATURAL_ROLLS: RulesetSetting = {
  key: "classicNaturalRolls",
  name: CLASSIC_NATURAL_ROLLS_SETTING.name,
  hint: CLASSIC_NATURAL_ROLLS_SETTING.hint,
  choices: { asWritten: CLASSIC_NATURAL_ROLLS_SETTING.asWritten, automatic: CLASSIC_NATURAL_ROLLS_SETTING.automatic },
  default: "asWritten",
};

/** Most weapons and every spell threaten on a 20 alone. */
export const DEFAULT_THREAT_FROM = 20;

export interface RolledAttack {
  /** The d20 as it fell. */
  natural: number;
  /** The d20 plus every modifier. */
  total: number;
  armourClass: number;
  /** The lowest natural roll that threatens (19 for 19–20). */
  threatFrom: number;
  naturalRolls: NaturalRolls;
}

export type AttackOutcome = "miss" | "hit" | "threat";

/** Whether the roll meets the AC, with the world's rule on natural 20s and 1s. */
export function attackHits(roll: Pick<RolledAttack, "natural" | "total" | "armourClass" | "naturalRolls">): boolean {
  if (roll.naturalRolls === "automatic" && roll.natural === 20) return true;
  if (roll.naturalRolls === "automatic" && roll.natural === 1) return false;
  return roll.total >= roll.armourClass;
}

/** Miss, hit, or a critical threat to confirm: the natural roll in range AND the attack hits. */
export function attackOutcome(roll: RolledAttack): AttackOutcome {
  if (!attackHits(roll)) return "miss";
  return roll.natural >= roll.threatFrom ? "threat" : "hit";
}

/** A threat's confirmation roll, made with the same modifiers: it confirms when it meets the AC too. */
export function criticalConfirmed(confirmation: Pick<RolledAttack, "natural" | "total" | "armourClass" | "naturalRolls">): boolean {
  return attackHits(confirmation);
}

/** The formula of the confirmation roll: the attack's own. */
export function confirmationFormula(attackFormula: string): string {
  return attackFormula;
}

/** The card's result label: a miss, a hit, a critical, or a threat that was not confirmed (normal damage). */
export function attackResultKey(outcome: AttackOutcome, confirmed: boolean | null): string {
  if (outcome === "miss") return CLASSIC_ATTACK_RESULT.miss;
  if (outcome === "hit") return CLASSIC_ATTACK_RESULT.hit;
  if (confirmed === null) return CLASSIC_ATTACK_RESULT.threat;
  return confirmed ? CLASSIC_ATTACK_RESULT.critical : CLASSIC_ATTACK_RESULT.notConfirmed;
}

/** Damage dealt by a hit: at least 1, whatever the penalties (docs/rules-notes.md). */
export function hitDamage(rolledTotal: number): number {
  return Math.max(1, rolledTotal);
}
