/** An action a combatant may declare in declared-action speed, with its initiative modifier. */
export interface DeclaredAction {
  id: string;
  /** i18n key of its name. */
  label: string;
  /** Placeholders of the label (the weapon or spell it names). */
  data?: Record<string, string | number>;
  modifier: number;
}

/** What a ruleset reads of the declaring creature: its actor's system data and its items, as plain data. */
export interface DeclarerFacts {
  system: object;
  items: readonly { id: string; type: string; name: string; system: object }[];
}

/**
 * The declaration as the GM applies it: the modifier always comes from the ruleset's list, never
 * from the client that sent it. Null when the action is not on the list.
 */
export function declaredModifier(catalog: readonly DeclaredAction[], actionId: string | undefined): number | null {
  return catalog.find((action) => action.id === actionId)?.modifier ?? null;
}
