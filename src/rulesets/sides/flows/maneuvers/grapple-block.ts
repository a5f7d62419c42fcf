/** What the grapple record forbids: moving (checked by the GM before an action), armed attacks. */
import type { Reason } from "../../../../core/rules-types";
import { grappleRestrictions } from "../../rules/combat/grapple";
import { grapplesOf } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { fighterId } from "./gm-common";
import { grappleMoveRefusal } from "./grapple-movement";

/** The GM's check before an action is taken: a combatant in a grapple cannot move. */
export function grappleBlocksAction(combat: Combat.Implementation, combatant: Combatant.Implementation, actionId: string, moved: boolean): Reason | null {
  const actorUuid = combatant.actor?.uuid ?? "";
  return grappleMoveRefusal(grapplesOf(combat), fighterId(combatant.token?.uuid ?? null, actorUuid), actionId, moved);
}

/** Grappling or grappled, by the combat's record: unarmed attacks only (the attack plan refuses the rest). */
export function inGrapple(attackerTokenUuid: string): boolean {
  return grappleRestrictions(grapplesOf(viewedCombat()), attackerTokenUuid).inGrapple;
}
