/**
 * A creature out of any started fight striking one that is in it. In the fight the blow would need the
 * attacker's turn and main action; out of it nothing is spent. A player may take their own token out of
 * a fight, so that must not make their attacks free: their attack waits until the GM adds them back. The
 * GM's own attack stands (the GM may strike from outside on purpose). A blast aimed among creatures in a
 * fight is the same (aimsIntoFightFromOutside), and so is a sheet's turn action taken from outside while
 * the acting creature's scene has a started fight (actsBesideFightFromOutside).
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";

const inStartedFight = (token: TokenDocument.Implementation): boolean => fightTurnOf(tokenCombatant(token)?.combatant) !== null;

/** Whether the attacker stands outside every started fight while any of those it aims at is in one. */
export function aimsIntoFightFromOutside(attacker: TokenDocument.Implementation, targets: readonly (TokenDocument.Implementation | null)[]): boolean {
  return !inStartedFight(attacker) && targets.some((target) => target !== null && inStartedFight(target));
}

/** Whether the creature stands outside every started fight while someone on its scene is in one (a sheet's turn action). */
export function actsBesideFightFromOutside(token: TokenDocument.Implementation): boolean {
  const scene: Scene.Implementation | null = token.parent;
  return aimsIntoFightFromOutside(token, scene?.tokens?.contents ?? []);
}

/** Whether the attacker stands outside every started fight while its target is in one. */
export function strikesIntoFightFromOutside(attacker: TokenDocument.Implementation, target: TokenDocument.Implementation): boolean {
  return aimsIntoFightFromOutside(attacker, [target]);
}
