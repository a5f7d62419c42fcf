/**
 * Who is asked to declare when, and who sees a declaration before all are in (declared-action speed).
 * A ruleset may order its declarations (`RulesetRules.declarationPlan`); without an order, everyone is
 * asked at once and every declaration shows. Pure: the shell hands in the creatures and seats.
 */

/** A creature that declares this round, as the shell finds it at the table. */
export interface DeclarationSeat {
  /** The combatant's id. */
  id: string;
  /** Its actor's system data, as plain data (what the ruleset orders by: Agility …). */
  system: object;
  /** Its player's place at the table, counted clockwise from the GM's left; null for the GM's creatures. */
  seat: number | null;
}

export interface DeclarationPlan {
  /** Who declares, in order; when together the order only lists them. */
  order: string[];
  /** Everyone declares at the same time. */
  together: boolean;
  /** Declarations stay hidden from other players until all are in. */
  hidden: boolean;
}

/** No order of its own: everyone at once, in the open. */
export function everyoneAtOnce(ids: readonly string[]): DeclarationPlan {
  return { order: [...ids], together: true, hidden: false };
}

/** Who is asked to declare now: the next in order who has not, or everyone who has not when together. */
export function awaitingDeclaration(plan: DeclarationPlan, declaredIds: readonly string[]): string[] {
  const waiting = plan.order.filter((id) => !declaredIds.includes(id));
  return plan.together ? waiting : waiting.slice(0, 1);
}

/** Whether one creature's declaration shows to this viewer: always to the GM and its owners, to others unless hidden and not all in. */
export function declarationShown(plan: DeclarationPlan, viewer: { isGM: boolean; owns: boolean }, allIn: boolean): boolean {
  return viewer.isGM || viewer.owns || !plan.hidden || allIn;
}

/** The declarations a turn structure is collecting now. */
export interface DeclarationRound {
  /** May declare now and has yet to. */
  waiting: string[];
  /** Has declared among those being collected; once the round's declarations are locked, nobody (they are all in). */
  declared: string[];
}

/** Who is awaited in this round under the plan made for its declarers. */
function awaited(planFor: (ids: readonly string[]) => DeclarationPlan, round: DeclarationRound): string[] {
  return awaitingDeclaration(planFor([...round.declared, ...round.waiting]), round.declared);
}

/** Whom to ask after a change: those awaited now who were not before (a round opening, a declaration landing). */
export function newlyAwaited(planFor: (ids: readonly string[]) => DeclarationPlan, before: DeclarationRound, after: DeclarationRound): string[] {
  const was = new Set(awaited(planFor, before));
  return awaited(planFor, after).filter((id) => !was.has(id));
}
