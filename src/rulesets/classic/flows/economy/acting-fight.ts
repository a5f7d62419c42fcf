/**
 * The fight a classic creature acts in, however a request names it (src/foundry/combat/started-fight.ts),
 * and the refusal for a player's creature acting from outside one. The GM's own call stands.
 */
import { fightOfCreature } from "../../../../foundry/combat/started-fight";

export const OUTSIDE_FIGHT = "FRAY.Classic.Fight.Refusal.outside";

/** The creature's combatant in a started fight, by its token or else by its actor; null when it stands in none. */
export function combatantInFight(token: TokenDocument.Implementation | null, actor: Actor.Implementation | null): Combatant.Implementation | null {
  return fightOfCreature(actor, token)?.combatant ?? null;
}
