/** Finding the Fray combat and the combatant an actor, a token or a command refers to. */
import { FrayCombat } from "../combat/fray-combat";

/** An actor's or token's combatant and the Fray combat it is in. */
export interface InCombat {
  combat: FrayCombat;
  combatant: Combatant.Implementation;
}

/** The combat being viewed, when it is a Fray combat. */
export function viewedCombat(): FrayCombat | null {
  const combat: unknown = game.combat;
  return combat instanceof FrayCombat ? combat : null;
}

/** The Fray combat a command names by id (an id from a payload is only a lookup key). */
export function combatById(id: unknown): FrayCombat | null {
  const combat: unknown = typeof id === "string" ? game.combats?.get(id) : undefined;
  return combat instanceof FrayCombat ? combat : null;
}

/** The actor's combatant in the combat being viewed, if it is in one. */
export function combatantOf(actor: Actor.Implementation): InCombat | null {
  const combat = viewedCombat();
  const combatant = combat?.getCombatantsByActor(actor)[0];
  return combat && combatant ? { combat, combatant } : null;
}

/** The token's combatant in a Fray combat, if it is in one (started or not). */
export function tokenCombatant(token: TokenDocument.Implementation): InCombat | null {
  const combatant = token.combatant;
  const combat = combatant?.parent;
  return combatant && combat instanceof FrayCombat ? { combat, combatant } : null;
}
