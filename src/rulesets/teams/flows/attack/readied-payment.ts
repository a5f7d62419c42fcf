/**
 * The GM's side of an attack paid by the readied action: the rules take the readied attack from the
 * attacker's stored budget (no override: a refused one is refused), the plan is made as an allowed
 * attack, and committing stores the budget with the reaction spent and nothing readied.
 */
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { planAttack, type AttackPlan, type PlanAttackInput } from "../../rules/combat/attack-plan";
import { readiedAttacker } from "../../rules/combat/readied-attack";
import { TEAMS_ECONOMY_REFUSAL } from "../../rules/actions/labels";
import type { Budgeted } from "./fighters";

export type Planned = { ok: true; plan: AttackPlan; commit(): Promise<void> } | { ok: false; answer: GmAnswer };

export function planReadiedAttack(input: PlanAttackInput, budgeted: Budgeted, killing: boolean): Planned {
  // A killing strike takes three actions: it is no single action to ready.
  if (killing) return { ok: false, answer: answerRefusal({ key: TEAMS_ECONOMY_REFUSAL.notTheReadiedAction, data: { action: "killingStrike" } }) };
  const readied = readiedAttacker(input.attacker);
  if (!readied.ok) return { ok: false, answer: answerRefusal(readied.reason) };
  const planned = planAttack({ ...input, attacker: readied.attacker });
  if (!planned.ok) return { ok: false, answer: answerRefusal(planned.reason) };
  const fight = budgeted.fight;
  return {
    ok: true,
    plan: planned.plan,
    async commit() {
      if (fight) await storeEconomy(fight.combatant, readied.budgetAfter);
    },
  };
}
