/**
 * Poison, which the chapter names but never describes: a coated weapon's next hit that deals damage
 * makes the target save STR or be poisoned (the coat is then used up, save or not). A poisoned character
 * saves STR again at each round's end: a pass shakes it off, a fail costs 1 health. An antidote ends it.
 */
import type { Reason } from "../../../../core/rules-types";
import { FACTIONS_CONSUMABLE_EFFECT as EFFECT } from "./labels";
import type { Health } from "./health";
import { DEFAULT_SAVE_RULE, type FactionsSaveRule } from "./save-setting";
import { saveResult } from "./saves";

/** Health a poisoned character loses at a round's end when it fails its STR save. */
export const POISON_DAMAGE_PER_ROUND = 1;

export interface PoisonTick {
  health: Health;
  stillPoisoned: boolean;
  reason: Reason;
}

/** The round's end for a poisoned character: its STR save (the d20 rolled) and what it comes to. */
export function poisonAtRoundEnd(health: Health, strength: number, d20: number, rule: FactionsSaveRule = DEFAULT_SAVE_RULE): PoisonTick {
  if (saveResult(strength, d20, rule).passed) return { health, stillPoisoned: false, reason: { key: EFFECT.poisonShaken } };
  const value = Math.max(0, health.value - POISON_DAMAGE_PER_ROUND);
  return { health: { value, max: health.max }, stillPoisoned: true, reason: { key: EFFECT.poisonHurts, data: { amount: health.value - value } } };
}

/** Whether a hit by a coated weapon poisons its target: it dealt damage and the target failed its STR save. */
export function poisonTakesHold(damageDealt: number, strength: number, d20: number, rule: FactionsSaveRule = DEFAULT_SAVE_RULE): boolean {
  return damageDealt > 0 && !saveResult(strength, d20, rule).passed;
}
