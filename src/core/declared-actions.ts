/** An action a combatant may declare in declared-action speed, with its initiative modifier. */
export interface DeclaredAction {
  id: string;
  /** i18n key of its name. */
  label: string;
  modifier: number;
}

/**
 * The declaration as the GM applies it: the modifier always comes from the ruleset's list, never
 * from the client that sent it. Null when the action is not on the list.
 */
export function declaredModifier(catalog: readonly DeclaredAction[], actionId: string | undefined): number | null {
  return catalog.find((action) => action.id === actionId)?.modifier ?? null;
}
