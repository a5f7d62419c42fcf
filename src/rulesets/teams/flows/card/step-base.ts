/** What every step of the teams attack card shares: its commands, its refusals, and a new log entry. */
import type { Asker, CardStepOutcome } from "../../../../foundry/cards";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { refuse } from "../../../../core/rules-types";
import type { TeamsAttackRecord, TeamsCardStep } from "../../schema/cards";
import { ATTACK_REFUSAL } from "../attack/keys";
import { personOf } from "./record";
import { snapshotOf, type CardTarget } from "./target-state";

export const CARD_COMMANDS = {
  intercept: "teamsIntercept",
  react: "teamsReact",
  apply: "teamsApplyDamage",
  fortify: "teamsFortify",
  fall: "teamsFall",
  deathTest: "teamsDeathTest",
  undo: "teamsUndoCard",
} as const;

export const STEP_REFUSALS = { missing: { key: ATTACK_REFUSAL.badRequest }, notGm: { key: ATTACK_REFUSAL.notGmCard } };

export type Outcome = CardStepOutcome<TeamsAttackRecord>;

/** The asker may act for the target (its owner, or a GM); else the refusal naming it. */
export function ownerRefusal(asker: Asker, record: TeamsAttackRecord, target: CardTarget | null, tokenUuid: string): Outcome | null {
  if (target && mayActFor(asker.user, target.actor)) return null;
  return refuse(ATTACK_REFUSAL.notOwner, { name: personOf(record, tokenUuid)?.name ?? "" });
}

export const gmOnly = (asker: Asker): Outcome | null => (asker.isGM ? null : refuse(ATTACK_REFUSAL.gmOnly));

/** Steps that spend the round's reaction: Undo gives the budget back. */
const SPENDS_BUDGET: readonly TeamsCardStep["kind"][] = ["intercept", "dodge", "parry", "block", "fortify"];

/** A log entry for a step on this target, with what it finds now (for Undo). */
export function newStep(kind: TeamsCardStep["kind"], asker: Asker, tokenUuid: string, target: CardTarget): TeamsCardStep {
  const fight = SPENDS_BUDGET.includes(kind) ? target.budgeted.fight : null;
  return {
    kind,
    byUserId: asker.id,
    tokenUuid,
    before: snapshotOf(target.data),
    items: [],
    combatantId: fight?.combatant.id ?? "",
    budget: fight ? target.budgeted.budget : null,
    itemName: "",
    value: 0,
    durability: 0,
    test: null,
    consequence: "none",
    difficulty: 0,
    risksDeath: false,
    target: null,
    moves: [],
  };
}

export const withStep = (record: TeamsAttackRecord, step: TeamsCardStep): TeamsAttackRecord => ({ ...record, log: [...record.log, step] });
