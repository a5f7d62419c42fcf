/**
 * The GM's side of a factions attack (`factionsAttack`): the sender names the two tokens, the weapon and
 * what the dialog ticked. The GM checks the sender may act for the attacker, reads both creatures and
 * the weapon from their documents, plans with the pure rules (refusing what cannot be made), spends the
 * main action, rolls the WIT save to hit when one is needed and posts the card; a final blow kills at once.
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { factionsFighterOf, weaponOf } from "./fighters";
import { ATTACK_REFUSAL, ATTACK_TEXT } from "./keys";
import { FACTIONS_ATTACK_COMMAND, parseFactionsAttack } from "./request";
import { spendMainAction } from "./spend-main";
import { planFromDocuments, postAttackCard } from "./strike";
import { sceneAttackFacts, withSceneFacts } from "../zones/attack-zone-facts";
import { FACTIONS_ATTACK_REFUSAL } from "../../rules/attack/labels";
import { revealAttackerOnCard } from "../sneaking/attack-reveal";
import { freeHoldsAfterAttack } from "../non-lethal/holds-after";
import { postLine } from "../actions/action-line";
import { strikesIntoFightFromOutside } from "./into-fight";
import { weaponFormulaRefusal } from "./weapon-formula";

export async function handleFactionsAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseFactionsAttack(payload);
  if (!request || !game.users?.get(userId)) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const [attackerToken, targetToken] = [await tokenFromUuid(request.attackerTokenUuid), await tokenFromUuid(request.targetTokenUuid)];
  if (!attackerToken?.actor || !targetToken?.actor) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, attackerToken.actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: attackerToken.name ?? "" } });
  if (attackerToken === targetToken) return answerRefusal({ key: ATTACK_REFUSAL.selfTarget });
  // A UUID may name any token in the world: only one on the attacker's scene can be struck.
  if (targetToken.parent !== attackerToken.parent) return answerRefusal({ key: ATTACK_REFUSAL.notOnScene });
  if (game.users?.get(userId)?.isGM !== true && strikesIntoFightFromOutside(attackerToken, targetToken)) return answerRefusal({ key: ATTACK_REFUSAL.notInFight, data: { name: attackerToken.name ?? "" } });
  const [attacker, target] = [factionsFighterOf(attackerToken), factionsFighterOf(targetToken)];
  if (!attacker || !target) return answerRefusal({ key: ATTACK_REFUSAL.notFactions });
  if (target.actor.statuses.has(FACTIONS_STATUS.dead)) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const weapon = request.weaponId === null ? null : weaponOf(attacker.actor, request.weaponId);
  if (request.weaponId !== null && !weapon) return answerRefusal({ key: ATTACK_REFUSAL.noWeapon });
  if (weapon?.condition === "broken") return answerRefusal({ key: ATTACK_REFUSAL.brokenWeapon, data: { weapon: weapon.name } });
  const formula = weaponFormulaRefusal(weapon);
  if (formula) return answerRefusal(formula);

  // Nearby, the range band and moving this turn come from the scene wherever it can tell (flows/zones).
  const onScene = sceneAttackFacts(attackerToken, targetToken, weapon);
  if (onScene.outOfRange) return answerRefusal({ key: FACTIONS_ATTACK_REFUSAL.outOfRange });
  const strike = { attacker, target, weapon, request: withSceneFacts(request, onScene) };
  const planned = planFromDocuments(strike);
  if (!planned.ok) return answerRefusal(planned.reason);
  const weaponName = weapon?.name ?? translate(ATTACK_TEXT.unarmed);
  const spent = await spendMainAction({
    token: attacker.token,
    asker: { isGM: game.users?.get(userId)?.isGM === true },
    force: request.force,
    overriddenText: (rule) => translate(ATTACK_TEXT.overridden, { actor: attacker.actor.name, weapon: weaponName, rule, user: game.users?.get(userId)?.name ?? "" }),
  });
  if (!spent.ok) return answerRefusal(spent.reason);
  const messageId = await postAttackCard(strike, planned.plan, spent.spentIn);
  // Attacking gives a concealed attacker away, once its target has been taken by surprise.
  await revealAttackerOnCard(messageId ?? "", attacker.actor);
  // An attack at anyone but the one it holds makes the attacker let go (flows/non-lethal/holds-after.ts).
  await freeHoldsAfterAttack(attacker.token, target.token, (line) => postLine(attacker.actor, line, [], null));
  return { ok: true, result: { messageId } };
}

export function registerFactionsAttackHandler(): void {
  registerGmHandler(FACTIONS_ATTACK_COMMAND, handleFactionsAttack);
}
