/**
 * What is left of a creature's turn and round, read off its budget the way spendAction would judge
 * each action on its own turn: the sheet's "this round" panel shows it.
 */
import { checkAction, spendImmediate } from "./spend-action";
import { IMMEDIATE_KINDS, type ClassicBudget, type ClassicImmediateKind } from "./budget";

export interface ClassicBudgetLeft {
  move: boolean;
  /** A standard action proper: gone once attack actions took its place. */
  standard: boolean;
  /** Attack actions left of the iteratives (0 once the standard went elsewhere). */
  attacksLeft: number;
  swift: boolean;
  fiveFootStep: boolean;
  fullRound: boolean;
  /** Whether any immediate action is still open this round. */
  immediate: boolean;
  /** The kind of immediate action that shuts the others until the creature's next turn, if one was used. */
  immediateLock: ClassicImmediateKind | null;
}

/** One immediate action of each kind a round, as without feats; Battle Prowess raises the attacks of opportunity. */
const perRound = (opportunitiesPerRound: number) => ({ opportunity: opportunitiesPerRound, counterspell: 1, other: 1 });

function attacksLeft(budget: ClassicBudget, attacksPerRound: number): number {
  if (budget.standard === "unused") return attacksPerRound;
  return budget.standard === "attacks" ? Math.max(0, attacksPerRound - budget.attacks) : 0;
}

export function classicBudgetLeft(budget: ClassicBudget, attacksPerRound: number, opportunitiesPerRound = 1): ClassicBudgetLeft {
  const immediatesPerRound = perRound(opportunitiesPerRound);
  const context = { ownTurn: true, attacksPerRound, immediatesPerRound };
  const may = (kind: "move" | "standard" | "swift" | "fiveFootStep" | "fullRound") => checkAction(budget, { kind }, context).ok;
  return {
    move: may("move"),
    standard: may("standard"),
    attacksLeft: attacksLeft(budget, attacksPerRound),
    swift: may("swift"),
    fiveFootStep: may("fiveFootStep"),
    fullRound: may("fullRound"),
    immediate: IMMEDIATE_KINDS.some((kind) => spendImmediate(budget, kind, immediatesPerRound[kind]).ok),
    immediateLock: budget.immediateLock === "none" ? null : budget.immediateLock,
  };
}
