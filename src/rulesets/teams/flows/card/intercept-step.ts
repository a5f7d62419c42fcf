/**
 * Intercept from the card: an ally of the target asks (its owner, or a GM); the GM re-reads the
 * attack, the ally and the target from the documents, checks the rules allow it (an ally within one
 * Move, conscious, with a reaction and 1 stamina, before anything else was done from the card), spends
 * the reaction and stamina through the round budget, swaps the two tokens, and records the
 * interceptor's numbers: the same rolls now meet its evasion and reduction, and its free defensive
 * reaction is offered on the card. Undo puts back the budget, stamina, places and target.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { storeEconomy } from "../../../../foundry/combat/round-budget";
import { swapPlaces } from "../../../../foundry/scene/token-places";
import type { CardStep } from "../../../../foundry/cards";
import { takeReaction } from "../../rules/actions/reactions";
import { targetNumbers, type TargetNumbers } from "../../rules/combat/attack-plan";
import type { TeamsAttackRecord } from "../../schema/cards";
import { teamsDataOf } from "../tests/actor-ratings";
import { targetInputOf } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { intendedTarget, mayIntercept } from "./interceptors";
import { personOf } from "./record";
import { CARD_COMMANDS, newStep, STEP_REFUSALS, withStep, type Outcome } from "./step-base";
import { cardTarget, writeActor } from "./target-state";

/** The interceptor's numbers as this attacker treats them (its own Guard and size against the attacker's). */
function interceptorNumbers(record: TeamsAttackRecord, ally: TokenDocument.Implementation): TargetNumbers | null {
  const input = targetInputOf(ally);
  const attacker = teamsDataOf(actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid));
  return input && attacker ? targetNumbers(input, attacker.derived.size, record.plan.weapon.damageCategory) : null;
}

/** The card names the interceptor from now on (it may already be named as a stray candidate). */
function naming(record: TeamsAttackRecord, ally: TokenDocument.Implementation): TeamsAttackRecord {
  if (personOf(record, ally.uuid)) return record;
  return { ...record, people: [...record.people, { tokenUuid: ally.uuid, actorUuid: ally.actor?.uuid ?? "", name: ally.name ?? "" }] };
}

export const interceptStep: CardStep<TeamsAttackRecord> = {
  command: CARD_COMMANDS.intercept,
  refusals: STEP_REFUSALS,
  async run({ record, asker, payload }): Promise<Outcome> {
    const target = intendedTarget(record);
    const ally = await tokenFromUuid(payload.tokenUuid);
    if (!target || !ally) return refuse(ATTACK_REFUSAL.badRequest);
    if (!mayActFor(asker.user, ally.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: ally.name ?? "" });
    const allowed = mayIntercept(record, target, ally);
    if (!allowed.ok) return allowed;
    const numbers = interceptorNumbers(record, ally);
    const named = naming(record, ally);
    const interceptor = cardTarget(named, ally.uuid);
    if (!numbers || !interceptor) return refuse(ATTACK_REFUSAL.badRequest);

    const { data, budgeted } = interceptor;
    const resources = { stamina: data.stamina.value, focus: data.focus.value };
    const taken = takeReaction(budgeted.budget, resources, "intercept", resources);
    if (!taken.ok) return taken;
    const step = newStep("intercept", asker, ally.uuid, interceptor);
    await writeActor(interceptor.actor, { ...step.before, stamina: taken.resources.stamina });
    if (budgeted.fight) await storeEconomy(budgeted.fight.combatant, taken.budget);
    const moves = await swapPlaces(ally, target);
    return { ok: true, record: withStep(named, { ...step, target: numbers as unknown as NonNullable<typeof step.target>, moves }) };
  },
};
