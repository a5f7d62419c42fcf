import type { Decision } from "./rules-types";
import type { TurnEvent } from "./turns/engine";

/**
 * A ruleset's per-round action budget as the tracker needs it: a fresh budget, what a new round
 * and a combatant's own turn do to it, and the badges that show what is left. State is plain JSON.
 */
export interface EconomyBadge {
  /** i18n key of the action type (Main, Move, Reaction …). */
  label: string;
  available: boolean;
  /** Plain text the table wrote, shown after the label (a readied action's trigger). */
  detail?: string;
}

export interface RulesetEconomy<S> {
  fresh(): S;
  /** Reads stored data back, falling back to a fresh budget when it is missing or malformed. */
  read(stored: unknown): S;
  roundStart(state: S): S;
  turnStart(state: S): S;
  badges(state: S): EconomyBadge[];
  /**
   * Optional: what resolving a held action (the tracker's "trigger held") costs its holder, as the budget
   * once paid, or why it cannot be paid (the tracker then refuses the trigger). Without it, free.
   */
  heldActionResolved?(state: S): Decision<{ state: S }>;
}

/**
 * What a command's turn events do to the budgets: a new round refreshes every fighter's, a
 * combatant's own turn start ends what lasts until then. Null when nothing changed.
 */
export function budgetsAfterEvents<S>(
  economy: RulesetEconomy<S>,
  stored: (id: string) => unknown,
  fighterIds: readonly string[],
  events: readonly TurnEvent[],
): Map<string, S> | null {
  const budgets = new Map<string, S>();
  const current = (id: string) => budgets.get(id) ?? economy.read(stored(id));
  for (const event of events) {
    if (event.type === "roundStart") for (const id of fighterIds) budgets.set(id, economy.roundStart(current(id)));
    if (event.type === "turnStart") for (const id of event.combatantIds) budgets.set(id, economy.turnStart(current(id)));
  }
  return budgets.size > 0 ? budgets : null;
}
