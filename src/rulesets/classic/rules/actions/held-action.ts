/**
 * Resolving a held action when its trigger comes: the holder's immediate action of the "other" kind
 * for the round, under Immediate Action Exclusivity (one a round; not after an attack of opportunity
 * or a counterspell until the holder's next turn).
 */
import type { Decision } from "../../../../core/rules-types";
import type { ClassicBudget } from "./budget";
import { spendImmediate } from "./spend-action";

/** One "other" immediate action a round: no feat in the chapter raises it. */
export const HELD_ACTIONS_PER_ROUND = 1;

/** The holder's budget once the held action resolves, or why it cannot. */
export function resolveHeldAction(budget: ClassicBudget): Decision<{ state: ClassicBudget }> {
  const spent = spendImmediate(budget, "other", HELD_ACTIONS_PER_ROUND);
  return spent.ok ? { ok: true, state: spent.budget } : spent;
}
