/**
 * The GM's side of a declared attack (`declaredAttack`): the sender names only the two tokens, the
 * weapon, the mode and a situational modifier. The GM checks the sender may act for the attacker and
 * that it may still act, reads the weapon, both creatures, the target's declaration this round (full
 * defense) and both tokens' statuses from its documents, plans with the rules, checks in a started fight
 * that the attack fits it (what the attacker declared for its running step under declared speed, its own
 * turn under another structure: round/step-binding.ts), spends the attack from the round's allowance, and
 * rolls and posts the card (strike.ts).
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { attackerMayAct } from "../../rules/combat/attacker-able";
import { creatureOf, isDeadCreature, weaponOf, type Creature } from "./fighters";
import { ATTACK_REFUSAL, ATTACK_TEXT } from "./keys";
import { planStrike, rollStrike, type Strike } from "./strike";
import { spendStandardAction } from "../round/standard-action";
import { DECLARED_ATTACK_COMMAND, parseDeclaredAttack } from "./request";
import { keepsToTheFight } from "../round/step-binding";
import { fightOfCreature, type CreatureFight } from "../round/creature-fight";
import { stepActionOf } from "../../rules/actions/deed-fits-declaration";

/**
 * In a started fight the attack is the creature's Standard action for the round (at a Wound Point when
 * it is down); past what its wound state allows a GM may attack anyway, and the GMs are told. A creature
 * dropped during its own step strikes its last blow with nothing left to spend. Returns the refusal, or
 * null once spent.
 */
async function spendAttack(fight: CreatureFight | null, attacker: Creature, userId: string, force: boolean): Promise<GmAnswer | null> {
  if (!fight || isDeadCreature(attacker)) return null;
  return spendStandardAction({ fight, actor: attacker.actor, userId, force, overriddenKey: ATTACK_TEXT.overridden });
}

export async function handleDeclaredAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseDeclaredAttack(payload);
  if (!request || !game.users?.get(userId)) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const [attackerToken, targetToken] = [await tokenFromUuid(request.attackerTokenUuid), await tokenFromUuid(request.targetTokenUuid)];
  const actor = attackerToken?.actor;
  if (!attackerToken || !actor || !targetToken || attackerToken === targetToken) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: attackerToken.name ?? "" } });
  const [attacker, target] = [creatureOf(actor), creatureOf(targetToken.actor)];
  if (!attacker || !target) return answerRefusal({ key: ATTACK_REFUSAL.notDeclared });
  const weapon = weaponOf(actor, request.weaponId);
  if (!weapon) return answerRefusal({ key: ATTACK_REFUSAL.noWeapon });
  // The attacker's fight: its token's, or its actor's combatant's (another token of a linked actor dodges nothing).
  const fight = fightOfCreature(actor, attackerToken);
  const inRunningStep = fight?.declared ? stepActionOf(fight.declared, fight.combatantId) !== null : false;
  const able = attackerMayAct({ dead: isDeadCreature(attacker), statuses: actor.statuses, inRunningStep });
  if (!able.ok) return answerRefusal(able.reason);

  const strike: Strike = { attackerToken, targetToken, attacker, target, weapon, mode: request.mode, situational: request.situational, riposte: false };
  const planned = planStrike(strike);
  if (!planned.ok) return answerRefusal(planned.reason);
  const deed = { kind: "attack" as const, weaponId: weapon.id };
  const bound = await keepsToTheFight({ fight, actor, deed, actsOn: [targetToken.actor], userId, force: request.force });
  if (bound) return bound;
  const spent = await spendAttack(fight, attacker, userId, request.force);
  if (spent) return spent;
  return { ok: true, result: { messageId: await rollStrike(strike, planned.plan) } };
}

export function registerDeclaredAttackHandler(): void {
  registerGmHandler(DECLARED_ATTACK_COMMAND, handleDeclaredAttack);
}
