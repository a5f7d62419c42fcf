/**
 * Giving back an action an undone attack spent: an attack action (the standard is free again once no
 * attack is left spent) or an attack of opportunity's immediate (its exclusivity lifts with the last one).
 */
import type { ClassicBudget } from "./budget";

export function refundAttack(budget: ClassicBudget): ClassicBudget {
  const attacks = Math.max(0, budget.attacks - 1);
  const standard = budget.standard === "attacks" && attacks === 0 ? "unused" : budget.standard;
  return { ...budget, attacks, standard };
}

export function refundOpportunity(budget: ClassicBudget): ClassicBudget {
  const immediates = Math.max(0, budget.immediates - 1);
  return { ...budget, immediates, immediateLock: immediates === 0 ? "none" : budget.immediateLock };
}
