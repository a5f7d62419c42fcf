/**
 * A ruleset's per-round action budget as the tracker needs it: a fresh budget, what a new round
 * and a combatant's own turn do to it, and the badges that show what is left. State is plain JSON.
 */
export interface EconomyBadge {
  /** i18n key of the action type (Main, Move, Reaction …). */
  label: string;
  available: boolean;
}

export interface RulesetEconomy<S> {
  fresh(): S;
  /** Reads stored data back, falling back to a fresh budget when it is missing or malformed. */
  read(stored: unknown): S;
  roundStart(state: S): S;
  turnStart(state: S): S;
  badges(state: S): EconomyBadge[];
}
