/**
 * The GM's side of a teams attack (`teamsAttack`): the sender names only the two tokens, the weapon
 * and the dialog's choices. The GM checks the sender may act for the attacker, reads the weapon, both
 * fighters and who stands within 1 m of the target from its documents, plans the attack with the
 * rules, checks and spends the Attack action through the round budget (a GM may force it past the
 * budget; the GMs are told) or takes it as the readied action (readied-payment.ts), empties a weapon that must be reloaded, rolls, and creates the card as
 * the GM, spoken by the attacker's token. Nobody down attacks, and a player's character in no fight
 * does not strike into one under way.
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { postCard } from "../../../../foundry/cards";
import { translate } from "../../../../foundry/i18n";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { checkAction } from "../../rules/actions/check-action";
import { takeAction } from "../../rules/actions/take-action";
import { freshBudget } from "../../rules/actions/turn-budget";
import { planAttack, type AttackPlan, type PlanAttackInput } from "../../rules/combat/attack-plan";
import { planKillingStrike } from "../../rules/combat/killing-strike-plan";
import type { Decision } from "../../../../core/rules-types";
import { TEAMS_CARD_VERSION, type TeamsAttackRecord } from "../../schema/cards";
import { teamsDataOf } from "../tests/actor-ratings";
import { attackChoicesFromForm, dialogChoice } from "../attack-dialog-view";
import { TEAMS_ATTACK_CARD } from "../card/card-type";
import { attackerOf, budgetOf, isUnconscious, targetInputOf, weaponOf, type Budgeted } from "./fighters";
import { ATTACK_REFUSAL, ATTACK_TEXT } from "./keys";
import { tokensNear } from "./nearby";
import { parseTeamsAttack, TEAMS_ATTACK_COMMAND } from "./request";
import { rollAttack } from "./roll";
import { unloadFired } from "./weapon-load";
import { planReadiedAttack, type Planned } from "./readied-payment";
import { outsiderRefusal } from "../actions/actor-fight";
import { isDown } from "../actions/actor-facts";
import { REFUSAL_KEYS } from "../actions/keys";

/**
 * The plan and what committing the attack spends. Over budget the refusal is the economy's: a GM may
 * confirm it, and then the attack is planned as the budget would allow and spent whole.
 */
interface Strike {
  action: "attack" | "killingStrike";
  plan(input: PlanAttackInput): Decision<{ plan: AttackPlan }>;
}

function planAndCost(input: PlanAttackInput, strike: Strike, budgeted: Budgeted, actor: Actor.Implementation, userId: string, isGM: boolean, force: boolean): Planned {
  const { attacker } = input;
  const economy = checkAction(attacker.budget, strike.action, attacker.context);
  let planned = strike.plan(input);
  if (!planned.ok) {
    const overBudget = !economy.ok && economy.reason.key === planned.reason.key;
    if (!overBudget || !(force && isGM)) return { ok: false, answer: answerRefusal(planned.reason, overBudget && isGM ? { [OVERRIDABLE]: 1 } : {}) };
    // Forced: the attack's numbers are those of an allowed attack; the penalty still counts this round's attacks.
    const allowed = { ...freshBudget(), attacksThisRound: attacker.budget.attacksThisRound };
    planned = strike.plan({ ...input, attacker: { ...attacker, budget: allowed, context: { ...attacker.context, ownTurn: true } } });
    if (!planned.ok) return { ok: false, answer: answerRefusal(planned.reason) };
  }
  const fight = budgeted.fight;
  const taken = takeAction(attacker.budget, { stamina: attacker.context.stamina, focus: attacker.context.focus }, strike.action, attacker.context, force && isGM);
  return {
    ok: true,
    plan: planned.plan,
    async commit() {
      // Outside a started fight attacks are free play: nothing to spend.
      if (!fight || !taken.ok) return;
      await storeEconomy(fight.combatant, taken.budget);
      if (taken.overridden) {
        const rule = translate(String(taken.overridden.data?.reason ?? taken.overridden.key));
        await whisperToGms(actor, translate(ATTACK_TEXT.overridden, { actor: actor.name, rule, user: game.users?.get(userId)?.name ?? "" }));
      }
    },
  };
}

export async function handleTeamsAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseTeamsAttack(payload);
  const user = game.users?.get(userId);
  if (!request || !user) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const [attackerToken, targetToken] = [await tokenFromUuid(request.attackerTokenUuid), await tokenFromUuid(request.targetTokenUuid)];
  const actor = attackerToken?.actor;
  if (!attackerToken || !actor || !targetToken || attackerToken === targetToken) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: attackerToken.name } });
  if (isDown(actor)) return answerRefusal({ key: REFUSAL_KEYS.cannotAct, data: { name: attackerToken.name } });
  const data = teamsDataOf(actor);
  const weapon = weaponOf(actor, request.source);
  if (!data || !weapon) return answerRefusal({ key: ATTACK_REFUSAL.noWeapon });
  const target = targetInputOf(targetToken);
  if (!target) return answerRefusal({ key: ATTACK_REFUSAL.notTeams, data: { name: targetToken.name } });

  const budgeted = budgetOf(attackerToken);
  // Outside every fight attacks are free play; a player's character there cannot strike into one under way.
  const outsider = budgeted.fight ? null : outsiderRefusal(user.isGM, actor, targetToken.actor);
  if (outsider) return answerRefusal(outsider);
  const attacker = attackerOf(actor, data, budgeted);
  const choices = attackChoicesFromForm({ ...request.choices, weaponId: weapon.id }, [weapon]);
  const choice = dialogChoice(weapon.weapon, attacker, choices);
  if (!choice) return answerRefusal({ key: ATTACK_REFUSAL.noAttribute });
  const near = tokensNear(targetToken, attackerToken);
  const input: PlanAttackInput = { attacker, weapon: weapon.weapon, choice, target, nearby: near.map((entry) => entry.input), situation: choices.situation };
  const killing = choices.killingStrike === true;
  const strike: Strike = killing
    ? { action: "killingStrike", plan: (planInput) => planKillingStrike({ ...planInput, targetUnconscious: isUnconscious(targetToken) }) }
    : { action: "attack", plan: planAttack };
  const planned = request.payment === "readied" ? planReadiedAttack(input, budgeted, killing) : planAndCost(input, strike, budgeted, actor, userId, user.isGM, request.force);
  if (!planned.ok) return planned.answer;
  await planned.commit();
  await unloadFired(actor, request.source, weapon.weapon);

  const { rolls, foundryRolls } = await rollAttack(planned.plan, { attributeDie: data.attributes[choice.attribute], combatSkillDie: data.skills.combat });
  const person = (token: TokenDocument.Implementation) => ({ tokenUuid: token.uuid, actorUuid: token.actor?.uuid ?? "", name: token.name ?? "" });
  const record: TeamsAttackRecord = {
    schemaVersion: TEAMS_CARD_VERSION,
    attacker: person(attackerToken),
    weaponName: weapon.name,
    people: [person(targetToken), ...near.map((entry) => person(entry.token))],
    plan: planned.plan as unknown as TeamsAttackRecord["plan"],
    rolls,
    killingStrike: killing,
    log: [],
  };
  const message = await postCard(TEAMS_ATTACK_CARD, record, foundryRolls, { speaker: ChatMessage.getSpeaker({ token: attackerToken }) });
  return { ok: true, result: { messageId: message?.id ?? null } };
}

export function registerTeamsAttackHandler(): void {
  registerGmHandler(TEAMS_ATTACK_COMMAND, handleTeamsAttack);
}
