/**
 * The factions turn budget: a bonus action, then a main action or a second bonus action, and one zone
 * of movement split around them, all on the character's own turn. Or, outside the order, one reaction
 * that is the whole turn: no movement, no bonus action. Surrendering wastes a whole turn too.
 * Each character takes one turn a round, so a new round gives everything back.
 */
import type { EconomyBadge, RulesetEconomy } from "../../../../core/economy";
import { readBySpec } from "../../../../core/schema/read";
import { initialData, spec, type Infer } from "../../../../core/schema/spec";
import { FACTIONS_ECONOMY_BADGE as BADGE } from "./labels";

/** A turn holds two actions: at most one of them main. */
export const ACTIONS_PER_TURN = 2;

const budgetSchema = spec.object({
  /** Bonus actions taken this turn: one, or two when the second takes the main action's place. */
  bonus: spec.integer(0, { min: 0, max: ACTIONS_PER_TURN }),
  main: spec.boolean(false),
  /** The turn's one zone of movement is used. */
  moved: spec.boolean(false),
  /** This round's turn went on a reaction, out of the order. */
  reacted: spec.boolean(false),
  /** Surrendered: the turn is wasted. */
  surrendered: spec.boolean(false),
});
export type FactionsBudget = Infer<typeof budgetSchema>;

const fresh = (): FactionsBudget => initialData(budgetSchema);

/** Actions of the turn used so far, bonus and main together. */
export const actionsTaken = (budget: FactionsBudget): number => budget.bonus + (budget.main ? 1 : 0);

/** Nothing more this round: the turn went on a reaction or a surrender. */
export const turnOver = (budget: FactionsBudget): boolean => budget.reacted || budget.surrendered;

/** Nothing spent yet this round: the only state a reaction or a surrender can be taken from. */
export const untouched = (budget: FactionsBudget): boolean => actionsTaken(budget) === 0 && !budget.moved && !turnOver(budget);

export const factionsEconomy: RulesetEconomy<FactionsBudget> = {
  fresh,
  read: (stored) => readBySpec(budgetSchema, fresh, stored),
  roundStart: fresh,
  // The engine starts (and at once ends) a reactor's turn too: a reaction already spent stays spent.
  turnStart: (budget) => ({ ...fresh(), reacted: budget.reacted }),
  badges: (budget): EconomyBadge[] => {
    const open = !turnOver(budget);
    return [
      { label: BADGE.bonus, available: open && actionsTaken(budget) < ACTIONS_PER_TURN },
      { label: BADGE.main, available: open && !budget.main && budget.bonus < ACTIONS_PER_TURN },
      { label: BADGE.move, available: open && !budget.moved },
      { label: BADGE.reaction, available: untouched(budget) },
    ];
  },
};
