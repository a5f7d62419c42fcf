/** What the attack dialog and the GM's check both read from the map: the attacker, its weapon, the target, distance and cover. */
import { attackerSide, targetOf, type AttackerSide, type AttackSource } from "./attack-sources";
import type { DialogFacts } from "./attack-dialog-view";
import { PRONE_STATUS } from "../rules/profiles";
import { declaredSwarm } from "./round-state/swarm-attack";
import { distanceBetween, sightBetween } from "../../../foundry/scene/token-geometry";
import { coverFromGrid, type CoverResult } from "../rules/combat/cover";

export interface AttackScene {
  side: AttackerSide;
  facts: DialogFacts;
}

export type SceneRefusal = "NoWeapon" | "NotSides";

function coverBetween(from: Token.Implementation, to: Token.Implementation): CoverResult | null {
  const sight = sightBetween(from, to);
  return sight ? coverFromGrid(sight.from, sight.to, sight.walls) : null;
}

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
    distanceFt: distanceBetween(from, to),
    cover: coverBetween(from, to),
    otherWeapons: side.otherWeapons,
    attributeMods: side.attacker.attributeMods,
    attackerProne: actor.statuses.has(PRONE_STATUS),
    snap,
    swarmDeclared: snap ? 0 : declaredSwarm(from.document.combatant, to.document.combatant),
  };
  return { side, facts };
}
