/**
 * The killing strike on an unconscious character: three actions in combat, an attack test with
 * advantage against the target's constitution; meeting it kills, failing it makes a sneak attack instead.
 */
import type { Decision } from "../../../../core/rules-types";
import { refuse } from "../../../../core/rules-types";
import { TEAMS_REFUSAL } from "./labels";

export const KILLING_STRIKE_ACTIONS = 3;
/** The test's advantage level (see advantage.ts). */
export const KILLING_STRIKE_ADVANTAGE = 1;

export interface KillingStrikeTarget {
  unconscious: boolean;
  dead: boolean;
}

export function checkKillingStrike(target: KillingStrikeTarget): Decision<{ actions: number; advantage: number }> {
  if (target.dead) return refuse(TEAMS_REFUSAL.targetDead);
  if (!target.unconscious) return refuse(TEAMS_REFUSAL.targetNotUnconscious);
  return { ok: true, actions: KILLING_STRIKE_ACTIONS, advantage: KILLING_STRIKE_ADVANTAGE };
}

export type KillingStrikeOutcome = "kills" | "sneakAttack";

export function killingStrikeOutcome(testTotal: number, constitution: number): KillingStrikeOutcome {
  return testTotal >= constitution ? "kills" : "sneakAttack";
}
