/** What the attack dialog and the GM's check both read from the map: the attacker, its weapon, the target, distance and cover. */
import { attackerSide, targetOf, type AttackerSide, type AttackSource } from "./attack-sources";
import type { DialogFacts } from "./attack-dialog-view";
import { PRONE_STATUS } from "./profiles";
import { declaredSwarm } from "./round-state/swarm-attack";
import { coverBetween, distanceFt } from "./token-geometry";

export interface AttackScene {
  side: AttackerSide;
  facts: DialogFacts;
}

export type SceneRefusal = "NoWeapon" | "NotSides";

/**
 * Reads the scene between the two tokens. A Snap Attack is an action of its own, not a swarm's
 * attack, so it counts no declared swarm.
 */
export function readAttackScene(
  actor: Actor.Implementation,
  source: AttackSource,
  from: Token.Implementation,
  to: Token.Implementation,
  snap: boolean,
): AttackScene | SceneRefusal {
  const side = attackerSide(actor, source);
  if (!side) return "NoWeapon";
  const target = targetOf(to);
  if (!target) return "NotSides";
  const facts: DialogFacts = {
    weapon: side.weapon,
    target,
    targetName: to.name,
    distanceFt: distanceFt(from, to),
    cover: coverBetween(from, to),
    otherWeapons: side.otherWeapons,
    attributeMods: side.attacker.attributeMods,
    attackerProne: actor.statuses.has(PRONE_STATUS),
    snap,
    swarmDeclared: snap ? 0 : declaredSwarm(from.document.combatant, to.document.combatant),
  };
  return { side, facts };
}
