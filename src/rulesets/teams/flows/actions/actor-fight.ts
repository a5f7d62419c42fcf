/**
 * A teams character in no fight reaching one who is in it (src/foundry/combat/started-fight.ts finds where
 * each fights). A request naming the actor instead of its combatant is still held to that fight's turn and
 * budget; and a character who is in no fight cannot reach into one (the GM may, as the table's arbiter).
 */
import { startedFightOf } from "../../../../foundry/combat/started-fight";
import { REFUSAL_KEYS } from "./keys";

/** A player's character outside every started fight reaching one who is in it: the refusal naming it, or null. */
export function outsiderRefusal(isGM: boolean, acting: Actor.Implementation, other: Actor.Implementation | null | undefined): { key: string; data: { name: string } } | null {
  if (isGM || !other || startedFightOf(acting) || !startedFightOf(other)) return null;
  return { key: REFUSAL_KEYS.notInFight, data: { name: acting.name ?? "" } };
}
