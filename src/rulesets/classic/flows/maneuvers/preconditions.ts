/**
 * Whether the maneuver may be tried at all, asked of the pure rules with facts the GM reads from its
 * documents: a charge's run, a free hand to disarm, a hold to follow up, three sizes to swallow, an item to
 * shatter (and dice within the formula limit to strike it with), a hold to escape from.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { planCharge } from "../../rules/maneuvers/charge";
import { canDisarm } from "../../rules/maneuvers/disarm";
import { canFollowUp, type GrappleFollowUp } from "../../rules/maneuvers/grapple-follow-ups";
import { canSwallow } from "../../rules/maneuvers/swallow-whole";
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { hasFreeHand, mainWeapon, shatterableItems, strikingDice, wieldsDisarmingWeapon, type HeldItem, type ManeuverFighter } from "./fighters";
import { MANEUVER_REFUSAL } from "./keys";
import { holdOf, holdOn } from "./round-holds";
import type { ManeuverRequest } from "./request";

const FOLLOW_UPS: Partial<Record<ManeuverRequest["maneuver"], GrappleFollowUp>> = {
  grappleBreak: "break",
  grappleExpose: "expose",
  grappleMove: "move",
  grappleSubmission: "submission",
  grapplePin: "pin",
};

/** The defender's item a shatter aims at: one it holds, or the armour it wears. */
export function shatterItem(defender: ManeuverFighter, itemId: string): HeldItem | null {
  return shatterableItems(defender.actor).find((item) => item.id === itemId) ?? null;
}

export function maneuverAllowed(request: ManeuverRequest, aggressor: ManeuverFighter, defender: ManeuverFighter, combat: Combat.Implementation | null): Decision<object> {
  const followUp = FOLLOW_UPS[request.maneuver];
  if (followUp) {
    const holding = holdOf(combat, aggressor.actor.uuid, defender.actor.uuid) !== null;
    return canFollowUp(followUp, { holding, defenderPinned: defender.actor.statuses.has(CLASSIC_STATUS.pinned) });
  }
  switch (request.maneuver) {
    case "charge": {
      const twoHanded = mainWeapon(aggressor.actor)?.system.twoHanded === true;
      const planned = planCharge({ speedFeet: aggressor.system.speed, distanceFeet: request.distanceFeet, straightAndUnobstructed: request.straight, twoHanded });
      return planned.ok ? { ok: true } : planned;
    }
    case "disarm":
      return canDisarm(hasFreeHand(aggressor.actor), wieldsDisarmingWeapon(aggressor.actor));
    case "swallowWhole":
      return canSwallow(aggressor.size, defender.size, false);
    case "shatter": {
      if (!shatterItem(defender, request.itemId)) return refuse(MANEUVER_REFUSAL.noItem);
      // The striking weapon's dice are the player's to write: the one formula limit, before any roll.
      const striking = strikingDice(aggressor);
      return checkFormulaLimits(striking.dice, striking.item);
    }
    case "grappleEscape":
      return holdOn(combat, aggressor.actor.uuid)?.aggressor === defender.actor.uuid ? { ok: true } : refuse(MANEUVER_REFUSAL.notGrappled);
    default:
      return { ok: true };
  }
}
