/**
 * An intercepted attack: the same plan and the same rolls, now against the interceptor's numbers (its
 * evasion, reduction with its own Guard and size, vitals and constitution), as a stray is.
 */
import type { AttackPlan, TargetNumbers } from "./attack-plan";

export function interceptedPlan(plan: AttackPlan, interceptor: TargetNumbers): AttackPlan {
  return { ...plan, target: interceptor };
}
