/**
 * The GM's side of a classic attack (`classicAttack`): the sender names the two tokens, the item and
 * its choices. The GM checks the sender may act for the attacker, reads both creatures and the item
 * from its documents, plans with the rules (refusing what cannot be made), spends the attack action
 * (or the attack of opportunity's immediate), puts a reckless or defensive stance on the attacker until
 * its next turn, and rolls and posts the card (strike.ts). In a started fight a player's attack of
 * opportunity answers the GM's own standing offer (offered-strike.ts), which it then marks struck.
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { attackIterative } from "../../rules/attack/attack-modes";
import { weaponThreatens } from "../../rules/attack/attack-roll";
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { attackItemOf, classicFighterOf } from "./fighters";
import { ATTACK_REFUSAL } from "./keys";
import { CLASSIC_ATTACK_COMMAND, parseClassicAttack } from "./request";
import { budgetInFight, spendAttack } from "./spend-attack";
import { planStrike, rollStrike } from "./strike";
import { markStruck, standingOffer, type OfferedStrike } from "../opportunity/offered-strike";
import { actsFromOutside } from "../../../../foundry/combat/started-fight";
import { OUTSIDE_FIGHT } from "../economy/acting-fight";

const STANCE_STATUS = { reckless: CLASSIC_STATUS.recklessFighting, defensive: CLASSIC_STATUS.defensiveFighting } as const;

export async function handleClassicAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseClassicAttack(payload);
  if (!request || !game.users?.get(userId)) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const [attackerToken, targetToken] = [await tokenFromUuid(request.attackerTokenUuid), await tokenFromUuid(request.targetTokenUuid)];
  if (!attackerToken?.actor || !targetToken?.actor) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, attackerToken.actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: attackerToken.name ?? "" } });
  if (attackerToken === targetToken) return answerRefusal({ key: ATTACK_REFUSAL.selfTarget });
  const isGM = game.users?.get(userId)?.isGM === true;
  if (!isGM && actsFromOutside(attackerToken.actor, [targetToken.actor])) return answerRefusal({ key: OUTSIDE_FIGHT, data: { name: attackerToken.name ?? "" } });
  const [attacker, target] = [classicFighterOf(attackerToken), classicFighterOf(targetToken)];
  if (!attacker || !target) return answerRefusal({ key: ATTACK_REFUSAL.notClassic });
  const item = attackItemOf(attacker, request.itemId);
  if (!item) return answerRefusal({ key: ATTACK_REFUSAL.noWeapon });
  if (item.source.shield && !item.held) return answerRefusal({ key: ATTACK_REFUSAL.notHeld, data: { item: item.name } });

  const fight = budgetInFight(attacker);
  const offered: OfferedStrike | null = request.opportunity && fight ? standingOffer(fight.combat, { offerId: request.offerId, watcherTokenUuid: attackerToken.uuid, moverTokenUuid: targetToken.uuid }) : null;
  // A player's attack of opportunity in a started fight answers a provocation the GM offered; the GM may strike without one.
  if (request.opportunity && fight && !offered && !isGM) return answerRefusal({ key: ATTACK_REFUSAL.noOffer, data: { name: targetToken.name ?? "" } });
  const chosen = attackIterative(request.iterative, fight?.budget.attacks ?? 0, request.opportunity);
  if (!chosen.ok) return answerRefusal(chosen.reason);
  const strike = { attacker, target, item, request, iterative: chosen.iterative };
  const planned = planStrike(strike);
  if (!planned.ok) return answerRefusal(planned.reason);
  const spent = await spendAttack({ fighter: attacker, opportunity: request.opportunity, threatens: weaponThreatens(item.trained), force: request.force, userId, weaponName: item.name });
  if (!spent.ok) return answerRefusal(spent.reason);
  if (offered) await markStruck(offered);
  if (request.stance !== "normal") await setStatuses(attacker.actor, [STANCE_STATUS[request.stance]], true);
  return { ok: true, result: { messageId: await rollStrike(strike, planned.plan, spent.spent) } };
}

export function registerClassicAttackHandler(): void {
  registerGmHandler(CLASSIC_ATTACK_COMMAND, handleClassicAttack);
}
