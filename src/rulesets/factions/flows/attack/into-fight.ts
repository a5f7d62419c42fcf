/**
 * A creature out of any started fight striking one that is in it. In the fight the blow would need the
 * attacker's turn and main action; out of it nothing is spent. A player may take their own token out of
 * a fight, so that must not make their attacks free: their attack waits until the GM adds them back. The
 * GM's own attack stands (the GM may strike from outside on purpose).
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";

const inStartedFight = (token: TokenDocument.Implementation): boolean => fightTurnOf(tokenCombatant(token)?.combatant) !== null;

/** Whether the attacker stands outside every started fight while its target is in one. */
export function strikesIntoFightFromOutside(attacker: TokenDocument.Implementation, target: TokenDocument.Implementation): boolean {
  return !inStartedFight(attacker) && inStartedFight(target);
}
