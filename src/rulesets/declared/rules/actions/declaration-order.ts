/**
 * Who declares when. Round-robin goes round the table from the Referee's left (clockwise) or right
 * (counterclockwise), the Referee's own creatures last; by Agility, highest score first; in secret,
 * everyone at once and nobody sees another's declaration until all are in.
 */
import type { DeclarationPlan } from "../../../../core/declaration-plan";
import type { DeclarationOrder } from "./declaration-order-setting";

// Which of the plan's creatures is asked now, and who sees what, is the same for every ruleset.
export { awaitingDeclaration, declarationShown, type DeclarationPlan } from "../../../../core/declaration-plan";

export interface Declarer {
  id: string;
  /** Agility score (after attribute damage). */
  agility: number;
  /** Place at the table counted clockwise from the Referee's left; null for the Referee's creatures. */
  seat: number | null;
}

/** Seats in the direction of play; the Referee (null) closes the round either way. */
function bySeat(direction: 1 | -1) {
  return (a: Declarer, b: Declarer): number => Number(a.seat === null) - Number(b.seat === null) || direction * ((a.seat ?? 0) - (b.seat ?? 0));
}

/** Stable: creatures sharing a seat (one player's, the Referee's) keep the order they were given in. */
function ordered(declarers: readonly Declarer[], compare: (a: Declarer, b: Declarer) => number): string[] {
  return [...declarers].sort(compare).map((d) => d.id);
}

export function planDeclarations(rule: DeclarationOrder, declarers: readonly Declarer[]): DeclarationPlan {
  const clockwise = bySeat(1);
  switch (rule) {
    case "counterclockwise":
      return { order: ordered(declarers, bySeat(-1)), together: false, hidden: false };
    case "agility":
      // Equal Agility: the round-robin order decides.
      return { order: ordered(declarers, (a, b) => b.agility - a.agility || clockwise(a, b)), together: false, hidden: false };
    case "secret":
      return { order: ordered(declarers, clockwise), together: true, hidden: true };
    default:
      return { order: ordered(declarers, clockwise), together: false, hidden: false };
  }
}
