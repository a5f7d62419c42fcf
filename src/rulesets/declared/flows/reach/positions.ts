/**
 * Where each fighter's token last stood, as the active GM's client saw it. Foundry's updateToken hook
 * gives only the new position, so the GM remembers every fighter's square when the fight changes
 * (updateCombat) and after every move: a move's start is where the token stood before it.
 */
import { placementOf, type Placement } from "../declare/riposte-offer";

const lastSeen = new Map<string, Placement>();

/** Remembers where the fight's tokens stand, for those not yet seen (a move already seen stays as it is). */
export function rememberFighters(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token;
    if (token && !lastSeen.has(token.uuid)) lastSeen.set(token.uuid, placementOf(token));
  }
}

/** Where the token stood before this move (null when never seen), and remembers where it stands now. */
export function startOfMove(token: TokenDocument.Implementation): Placement | null {
  const before = lastSeen.get(token.uuid) ?? null;
  lastSeen.set(token.uuid, placementOf(token));
  return before;
}

/** Forgets every position (a test's fresh scene). */
export function forgetPositions(): void {
  lastSeen.clear();
}
