/**
 * One combatant's action budget in a `teams` fight, as plain JSON the Combat keeps by combatant id:
 * three actions a turn, one reaction (two after Wait) recovered when the combatant's own turn
 * starts, and what lasts "until your next turn" (Guard, Seek Cover, a readied action).
 */
import { readBySpec } from "../../../../core/schema/read";
import { spec, type Infer } from "../../../../core/schema/spec";

export const ACTIONS_PER_TURN = 3;
export const REACTIONS_PER_ROUND = 1;

const count = (max?: number) => spec.integer(0, { min: 0, max });

export const teamsBudgetSpec = spec.object({
  /** Actions spent in this combatant's current (or last) turn. */
  actionsSpent: count(ACTIONS_PER_TURN),
  moved: spec.boolean(),
  stepped: spec.boolean(),
  /** Guard, Wait or Ready an Action ended the turn before its three actions were spent. */
  turnEnded: spec.boolean(),
  /** Allies this combatant has Commanded this turn (once per turn per target). */
  commanded: spec.array(spec.text()),
  /** Actions an ally's Command gave this combatant, to take during that ally's turn. */
  grantedActions: count(),
  reactionsLeft: count(),
  /** Intercept's free defensive reaction, still to take. */
  freeDefence: spec.boolean(),
  guarding: spec.boolean(),
  inCover: spec.boolean(),
  readied: spec.boolean(),
  /** The action a Ready an Action named ("" for one readied before actions were named: any readyable one). */
  readiedAction: spec.text(),
  /** The trigger the player wrote when readying, shown on the tracker and the panel. */
  readiedTrigger: spec.text(),
  /** An action longer than the actions that were left: its id, the actions it still needs, and the item it is taken on (a Reload's weapon). */
  // Stryker disable next-line StringLiteral: the extended action is only ever stored whole, so its fields' initials are never read
  extended: spec.nullable(spec.object({ action: spec.text("", false), actionsLeft: spec.integer(1, { min: 1 }), itemId: spec.optional(spec.text("", false)) })),
  /** Attacks this round, for the multiple attack penalty. */
  attacksThisRound: count(),
});

export type TeamsBudget = Infer<typeof teamsBudgetSpec>;
/** An extended action under way; `itemId` is undefined for one taken on no item. */
export type ExtendedAction = NonNullable<TeamsBudget["extended"]>;

export function freshBudget(): TeamsBudget {
  return {
    actionsSpent: 0,
    moved: false,
    stepped: false,
    turnEnded: false,
    commanded: [],
    grantedActions: 0,
    reactionsLeft: REACTIONS_PER_ROUND,
    freeDefence: false,
    guarding: false,
    inCover: false,
    readied: false,
    readiedAction: "",
    readiedTrigger: "",
    extended: null,
    attacksThisRound: 0,
  };
}

/** Reads a stored budget field by field; a damaged field starts fresh, a half-stored extended action is dropped. */
export function readBudget(stored: unknown): TeamsBudget {
  const budget = readBySpec(teamsBudgetSpec, freshBudget, stored);
  const extended = budget.extended;
  // The spec refused a blank action or fewer than 1 action left; it lets a missing field through.
  const whole = extended !== null && extended.action !== undefined && extended.actionsLeft !== undefined;
  return whole ? budget : { ...budget, extended: null };
}

export function actionsLeft(budget: TeamsBudget): number {
  return budget.turnEnded ? 0 : Math.max(0, ACTIONS_PER_TURN - budget.actionsSpent);
}
