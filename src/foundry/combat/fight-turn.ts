/**
 * Where a combatant stands in a started fight, as a ruleset's budget spender and its sheet read it:
 * the combat, and whether it is the combatant's own turn. Null outside a started fight (nothing is spent there).
 */
import { isOwnTurn } from "../../core/turns/own-turn";
import { adapterOf, stateOf } from "./combat-engine";
import { groupIdOf } from "./fight-setup";

export interface FightTurn {
  combat: Combat.Implementation;
  combatant: Combatant.Implementation;
  ownTurn: boolean;
}

export function fightTurnOf(combatant: Combatant.Implementation | null | undefined): FightTurn | null {
  const combat = combatant?.parent;
  const view = combat ? (adapterOf(combat)?.view(stateOf(combat)) ?? null) : null;
  if (!combat || !combatant?.id || !view?.started) return null;
  return { combat, combatant, ownTurn: isOwnTurn(view, combatant.id, groupIdOf(combatant)) };
}
