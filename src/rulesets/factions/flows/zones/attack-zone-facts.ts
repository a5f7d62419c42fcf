/**
 * The attack's circumstances the scene can tell: nearby and the range band from the zones (pure
 * attackZoneFacts), and "moving this turn" from the attacker's budget (its zone of movement is spent on
 * its own turn). The dialog is prefilled with them; the GM's handler puts them over what the request
 * says wherever the scene can tell, so a ticked or unticked box cannot make an attack easier.
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";
import { storedEconomy } from "../../../../foundry/combat/round-budget";
import { factionsEconomy } from "../../rules/actions/budget";
import { attackZoneFacts } from "../../rules/zones/attack-facts";
import { attacksWhileMoving } from "../../rules/zones/moving";
import type { FactionsWeapon } from "../attack/fighters";
import type { FactionsAttackRequest } from "../attack/request";
import { zoneMapOfToken } from "./scene-zones";

export interface SceneAttackFacts {
  /** null: the map cannot tell. */
  nearby: boolean | null;
  beyondHalf: boolean | null;
  outOfRange: boolean;
  moving: boolean;
}

/** Whether the creature crossed into another zone on its own turn before now. */
export function movedThisTurn(token: TokenDocument.Implementation): boolean {
  const fight = fightTurnOf(tokenCombatant(token)?.combatant ?? null);
  return fight?.ownTurn === true && attacksWhileMoving(factionsEconomy.read(storedEconomy(fight.combatant)).moved ? 1 : 0);
}

export function sceneAttackFacts(attacker: TokenDocument.Implementation, target: TokenDocument.Implementation, weapon: FactionsWeapon | null): SceneAttackFacts {
  const ranged = weapon !== null && weapon.attackKind !== "melee";
  const facts = attackZoneFacts(attacker.uuid, target.uuid, ranged, weapon?.range ?? 0, zoneMapOfToken(attacker));
  return {
    nearby: facts.nearby,
    beyondHalf: facts.band === null ? null : facts.band !== "withinHalf",
    outOfRange: facts.band === "outOfRange",
    moving: movedThisTurn(attacker),
  };
}

/** GM: the request with what the scene tells put over what the sender ticked. */
export function withSceneFacts(request: FactionsAttackRequest, facts: SceneAttackFacts): FactionsAttackRequest {
  return { ...request, nearby: facts.nearby ?? request.nearby, beyondHalf: facts.beyondHalf ?? request.beyondHalf, moving: request.moving || facts.moving };
}
