/**
 * The GM's side of an attack (`sidesAttack`): the sender only names the attacker's token, its weapon
 * or stat-block line, the target's token and the dialog's choices. The GM checks the sender may act
 * for the attacker, reads the weapon from the actor's own item and both profiles, distance and cover
 * from the documents, re-plans with the rules, checks and spends what the attack costs, rolls the d20
 * and creates the card as the GM: a message only the GM may update, so its `system` data is the record.
 * A creature that is down makes no attack.
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../foundry/channel";
import { planAttack } from "../rules/combat/attack-plan";
import { checkFormulaLimits } from "../../../core/dice/formula-limit";
import { choicesOnRecord, playerChoiceRefusal } from "./attack-choices";
import { attackCost } from "./attack-cost";
import { choicesFromForm, coverNote, defaultChoices, situationFromChoices } from "./attack-dialog-view";
import { readAttackScene } from "./attack-facts";
import { OVERRIDABLE } from "../../../foundry/actions/override";
import { ATTACK_QUERY, parseAttackRequest } from "./attack-request";
import { inGrapple } from "./maneuvers/grapple-block";
import { tokenFromUuid } from "../../../foundry/actors/resolve";
import { userMayActFor } from "../../../foundry/actors/may-act";
import { postAttackCard } from "./roll-attack";
import { markShieldFromCard } from "./round-state/shield-mark";
import { translate } from "../../../foundry/i18n";
import { canAct } from "./actions/actor-facts";
import { REFUSAL_KEYS } from "./actions/keys";

const R = "FRAY.Sides.AttackFlow.Refusal";
const NOTICE = "FRAY.Sides.AttackFlow.Notice";

export async function handleAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseAttackRequest(payload);
  const user = game.users?.get(userId);
  if (!request || !user) return answerRefusal({ key: `${R}.BadRequest` });
  const [attackerToken, targetToken] = [await tokenFromUuid(request.attackerTokenUuid), await tokenFromUuid(request.targetTokenUuid)];
  const actor = attackerToken?.actor;
  if (!attackerToken || !actor || !targetToken || attackerToken === targetToken) return answerRefusal({ key: `${R}.BadRequest` });
  if (!userMayActFor(userId, actor)) return answerRefusal({ key: `${R}.NotOwner`, data: { name: attackerToken.name } });
  if (!canAct(actor)) return answerRefusal({ key: REFUSAL_KEYS.cannotAct, data: { name: attackerToken.name } });
  const [from, to] = [attackerToken.object, targetToken.object];
  if (!from || !to) return answerRefusal({ key: `${NOTICE}.GmNoCanvas` });
  const scene = readAttackScene(actor, request.source, from, to, request.payment.kind === "snap");
  if (typeof scene === "string") return answerRefusal({ key: `${NOTICE}.${scene}` });
  const { side, facts } = scene;
  const formula = checkFormulaLimits(side.weapon.damage, side.weaponName);
  if (!formula.ok) return answerRefusal(formula.reason);

  const choices = choicesOnRecord(choicesFromForm(request.choices, defaultChoices(facts)), facts);
  const claimed = user.isGM ? null : playerChoiceRefusal(choices, facts);
  if (claimed) return answerRefusal(claimed);
  const situation = { ...situationFromChoices(choices, facts, side.movementFt), inGrapple: inGrapple(attackerToken.uuid) };
  const planned = planAttack(side.attacker, side.weapon, facts.target, situation);
  if (!planned.ok) return answerRefusal(planned.reason);

  const cost = attackCost({ request, actor, attackerToken, targetToken, situation, swarmDeclared: facts.swarmDeclared ?? 0, userId, senderIsGm: user.isGM });
  if (!cost.ok) return answerRefusal(cost.reason, cost.overridable ? { [OVERRIDABLE]: 1 } : {});
  await cost.commit();
  const messageId = await postAttackCard(
    {
      attackerActorUuid: actor.uuid,
      attackerTokenUuid: attackerToken.uuid,
      targetActorUuid: targetToken.actor?.uuid ?? "",
      targetTokenUuid: targetToken.uuid,
      attackerName: attackerToken.name,
      targetName: targetToken.name,
      weaponName: side.weaponName,
      attacker: side.attacker,
      weapon: side.weapon,
      target: facts.target,
      situation,
      coverNote: coverNote(choices, facts.cover, translate),
      maneuverAttempt: request.maneuver,
    },
    planned.plan.totalBonus,
    attackerToken,
  );
  const message = messageId ? game.messages?.get(messageId) : undefined;
  if (message) await markShieldFromCard(message);
  return { ok: true, result: { messageId } };
}

export function registerAttackHandler(): void {
  registerGmHandler(ATTACK_QUERY, handleAttack);
}
