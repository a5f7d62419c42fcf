import { FrayCombat } from "../../../../foundry/combat/fray-combat";

/** The actor's combatant in the combat being viewed, if it is in one. */
export interface InCombat {
  combat: FrayCombat;
  combatant: Combatant.Implementation;
}

export function combatantOf(actor: Actor.Implementation): InCombat | null {
  const combat: unknown = game.combat;
  if (!(combat instanceof FrayCombat)) return null;
  const combatant = combat.getCombatantsByActor(actor)[0];
  return combatant ? { combat, combatant } : null;
}
