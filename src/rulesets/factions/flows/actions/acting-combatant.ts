/**
 * The combatant a factions creature acts as, on the GM's client. A request names the creature by a token
 * (and its actor); a linked actor's tokens are all the same creature, so the token named may stand on a
 * scene with no fight while the creature fights elsewhere. Its started fight wins (src/foundry/combat/started-fight.ts);
 * else whatever combatant it has (a fight not started spends nothing).
 */
import { combatantOf, tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { fightOfCreature } from "../../../../foundry/combat/started-fight";

export function actingCombatant(actor: Actor.Implementation, token: TokenDocument.Implementation | null): Combatant.Implementation | null {
  const fighting = fightOfCreature(actor, token)?.combatant;
  if (fighting) return fighting;
  return (token ? tokenCombatant(token)?.combatant : null) ?? combatantOf(actor)?.combatant ?? null;
}
