/**
 * The GM's side of a maneuver (`classicManeuver`): the sender names the two tokens, the maneuver and its
 * choices. The GM checks the sender may act for the aggressor, reads both creatures from its documents,
 * asks the rules whether the maneuver may be tried, spends its action, and posts the card: waiting for the
 * defender's Attack of Opportunity when the attempt provokes one, otherwise settled at once.
 */
import { answerRefusal, type GmAnswer } from "../../../../foundry/channel";
import { postCard } from "../../../../foundry/cards";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { planManeuverOpening } from "../../rules/maneuvers/maneuver-opening";
import { initialData } from "../../../../core/schema/spec";
import { maneuverCardSchema, type ClassicManeuverRecord } from "../../schema/maneuver-card";
import { CLASSIC_MANEUVER_CARD } from "./card-type";
import { defenderThreatens, fighterOf, type ManeuverFighter } from "./fighters";
import { MANEUVER_REFUSAL } from "./keys";
import { maneuverAllowed } from "./preconditions";
import { parseManeuverRequest, SELF_ONLY_MANEUVERS, type ManeuverRequest } from "./request";
import { fightOf } from "./round-holds";
import { settleManeuver } from "./settle";
import { spendManeuver } from "./spend";
import { actsFromOutside } from "../../../../foundry/combat/started-fight";
import { OUTSIDE_FIGHT } from "../economy/acting-fight";

const creature = (fighter: ManeuverFighter) => ({ actorUuid: fighter.actor.uuid, tokenUuid: fighter.token.uuid, name: fighter.token.name ?? fighter.actor.name ?? "" });

function recordOf(request: ManeuverRequest, aggressor: ManeuverFighter, defender: ManeuverFighter, provokes: boolean): ClassicManeuverRecord {
  return {
    ...initialData(maneuverCardSchema),
    maneuver: request.maneuver,
    aggressor: creature(aggressor),
    defender: creature(defender),
    phase: provokes ? "opportunity" : "settled",
    itemId: request.itemId,
    distanceFeet: request.distanceFeet,
    iterative: request.iterative,
  };
}

export async function handleClassicManeuver(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseManeuverRequest(payload);
  if (!request || !game.users?.get(userId)) return answerRefusal({ key: MANEUVER_REFUSAL.badRequest });
  const aggressorToken = await tokenFromUuid(request.aggressorTokenUuid);
  const defenderToken = SELF_ONLY_MANEUVERS.has(request.maneuver) ? aggressorToken : await tokenFromUuid(request.defenderTokenUuid);
  const aggressor = fighterOf(aggressorToken);
  const defender = fighterOf(defenderToken);
  if (!aggressorToken || !aggressor || !defender || (aggressorToken === defenderToken && !SELF_ONLY_MANEUVERS.has(request.maneuver))) return answerRefusal({ key: MANEUVER_REFUSAL.badRequest });
  if (!userMayActFor(userId, aggressor.actor)) return answerRefusal({ key: MANEUVER_REFUSAL.notOwner, data: { name: aggressorToken.name ?? "" } });
  if (game.users?.get(userId)?.isGM !== true && actsFromOutside(aggressor.actor, [defender.actor])) return answerRefusal({ key: OUTSIDE_FIGHT, data: { name: aggressorToken.name ?? "" } });
  const combat = fightOf(aggressorToken);
  const allowed = maneuverAllowed(request, aggressor, defender, combat);
  if (!allowed.ok) return answerRefusal(allowed.reason);
  const spent = await spendManeuver(aggressorToken, aggressor.actor, request.maneuver, { userId, force: request.force });
  if (!spent.ok) return answerRefusal(spent.reason);

  const provokes = planManeuverOpening(request.maneuver, defenderThreatens(defender, aggressor)).provokes;
  const record = recordOf(request, aggressor, defender, provokes);
  if (provokes) {
    const message = await postCard(CLASSIC_MANEUVER_CARD, record, []);
    return { ok: true, result: { messageId: message?.id ?? null } };
  }
  const settled = await settleManeuver(record, aggressor, defender, request.iterative);
  const message = await postCard(CLASSIC_MANEUVER_CARD, settled.record, settled.rolls);
  return { ok: true, result: { messageId: message?.id ?? null } };
}
