/**
 * Whether a character may spend part of its turn now, and its budget once it has. Bonus and main
 * actions, swapping two items (two bonus actions), moving a zone and surrendering happen on its own
 * turn; a reaction happens outside it; both a reaction and a surrender take the whole turn, so only
 * while nothing of the round is spent. Armour never changes in a fight.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { ACTIONS_PER_TURN, actionsTaken, untouched, type FactionsBudget } from "./budget";
import { FACTIONS_ACTION_REFUSAL as NO } from "./labels";

export type FactionsActionKind = "bonus" | "main" | "swapItems" | "move" | "changeArmour" | "reaction" | "surrender";

export interface FactionsActionContext {
  /** Whether it is the character's own turn: only a reaction happens outside it. */
  ownTurn: boolean;
  /** Grabbed or entangled (character/statuses.ts isEntangled): it cannot move on its own. */
  entangled?: boolean;
}

export type FactionsSpend = Decision<{ budget: FactionsBudget }>;

const done = (budget: FactionsBudget): FactionsSpend => ({ ok: true, budget });

function spendReaction(budget: FactionsBudget, context: FactionsActionContext): FactionsSpend {
  if (context.ownTurn) return refuse(NO.reactionOnOwnTurn);
  if (!untouched(budget)) return refuse(NO.reactionAfterActing);
  return done({ ...budget, reacted: true });
}

function spendOnTurn(budget: FactionsBudget, kind: Exclude<FactionsActionKind, "changeArmour" | "reaction">, context: FactionsActionContext): FactionsSpend {
  switch (kind) {
    case "bonus":
      if (actionsTaken(budget) >= ACTIONS_PER_TURN) return refuse(NO.actionsSpent);
      return done({ ...budget, bonus: budget.bonus + 1 });
    case "swapItems":
      if (actionsTaken(budget) > 0) return refuse(NO.swapNeedsTwoBonus);
      return done({ ...budget, bonus: ACTIONS_PER_TURN });
    case "main":
      if (budget.main) return refuse(NO.mainSpent);
      if (budget.bonus >= ACTIONS_PER_TURN) return refuse(NO.secondBonusTaken);
      return done({ ...budget, main: true });
    case "move":
      if (context.entangled === true) return refuse(NO.entangled);
      if (budget.moved) return refuse(NO.moveSpent);
      return done({ ...budget, moved: true });
    case "surrender":
      // Surrendering is the turn: one already begun is finished first, and the next one surrenders.
      if (!untouched(budget)) return refuse(NO.surrenderNeedsWholeTurn);
      return done({ ...budget, surrendered: true });
  }
}

/** The budget once the action is taken, or why it cannot be. */
export function spendAction(budget: FactionsBudget, kind: FactionsActionKind, context: FactionsActionContext): FactionsSpend {
  if (kind === "changeArmour") return refuse(NO.armourLocked);
  if (budget.reacted) return refuse(NO.reacted);
  if (budget.surrendered) return refuse(NO.surrendered);
  if (kind === "reaction") return spendReaction(budget, context);
  if (!context.ownTurn) return refuse(NO.notYourTurn);
  return spendOnTurn(budget, kind, context);
}

/** Whether the action may be taken now; the budget is left as it was. */
export function checkAction(budget: FactionsBudget, kind: FactionsActionKind, context: FactionsActionContext): Decision<object> {
  const spent = spendAction(budget, kind, context);
  return spent.ok ? { ok: true } : spent;
}
