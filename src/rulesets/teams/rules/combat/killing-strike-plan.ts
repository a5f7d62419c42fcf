/**
 * The killing strike as an attack the GM rolls: only on an unconscious, living target, with the three
 * actions at hand (one begun with fewer is an extended action, finished from the actions panel). Its
 * test is the weapon's attack test with advantage; meeting the target's constitution kills, and a
 * failed one is settled with the same dice as the sneak attack it becomes (docs/rules-notes.md).
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { checkAction } from "../actions/check-action";
import { KILLING_STRIKE_REFUSAL } from "./labels";
import { planAttack, type AttackPlan, type PlanAttackInput } from "./attack-plan";
import { checkKillingStrike, killingStrikeOutcome, type KillingStrikeOutcome } from "./killing-strike";
import type { SettledOutcome } from "./reacted-outcome";

export interface KillingStrikeInput extends PlanAttackInput {
  targetUnconscious: boolean;
}

export function planKillingStrike(input: KillingStrikeInput): Decision<{ plan: AttackPlan }> {
  const target = checkKillingStrike({ unconscious: input.targetUnconscious, dead: input.target.dead });
  if (!target.ok) return target;
  const action = checkAction(input.attacker.budget, "killingStrike", input.attacker.context);
  if (!action.ok) return action;
  if (action.cost.carried > 0) return refuse(KILLING_STRIKE_REFUSAL.needsActions, { actions: action.cost.actions + action.cost.carried });
  // The test's advantage is the sneak attack's one level, whatever else the situation holds.
  const planned = planAttack({ ...input, situation: { sneak: true, flanking: false } });
  // Struck at a helpless target within reach: a killing strike never strays to someone else.
  return planned.ok ? { ok: true, plan: { ...planned.plan, actions: action.cost.actions, strayCandidates: [] } } : planned;
}

/** Whether the settled strike kills (its test against the constitution), or stands as the sneak attack it became. */
export function killingStrikeResult(plan: AttackPlan, outcome: SettledOutcome): KillingStrikeOutcome {
  return killingStrikeOutcome(outcome.test.total, plan.target.constitution);
}
