/**
 * The GM's handler for an action taken from a sheet: re-reads the actor (and its combatant, its potion)
 * from documents, checks the sender may act for it, spends the classic budget in a started fight (an
 * override is whispered to the GMs), applies what the action does, posts a line saying what was done and
 * offers attacks of opportunity to the creatures threatening the actor when the act provokes.
 */
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { refusal, type GmAnswer } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { adapterOf } from "../../../../foundry/combat/combat-engine";
import { classicEconomy } from "../../rules/actions/budget";
import { provokesOpportunity } from "../../rules/actions/opportunity";
import { takenActionCost, type TakenActionCost } from "../../rules/actions/taken-action";
import { offerOpportunities } from "../opportunity/offer";
import { threateners } from "../opportunity/threateners";
import { applyTakenAction, hasPotionBelt, potionOf, type ActionEffect } from "./effects";
import { TAKEN_REFUSAL, TAKEN_TEXT } from "./keys";
import { parseTakeAction, type TakeActionRequest } from "./request";
import { fightBudget, spendTakenAction } from "./spend";
import { CLASSIC_ACTION_TEMPLATES } from "./templates";

interface Taker {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation | null;
  combatant: Combatant.Implementation | null;
}

/** The acting creature as the documents have it: the named combatant's, its token's, or the actor and its first token. */
async function takerOf(request: TakeActionRequest): Promise<Taker | null> {
  const combatant = combatById(request.combatId)?.combatants.get(request.combatantId) ?? null;
  if (combatant?.actor) return { actor: combatant.actor, token: combatant.token ?? null, combatant };
  const placed = await tokenFromUuid(request.tokenUuid);
  if (placed?.actor) return { actor: placed.actor, token: placed, combatant: placed.combatant ?? null };
  const actor = await actorFromUuid(request.actorUuid);
  if (!actor) return null;
  const token = actor.getActiveTokens()[0]?.document ?? null;
  return { actor, token, combatant: token?.combatant ?? null };
}

const attacksPerRound = (actor: Actor.Implementation) => (actor.system as { derived?: { attacks?: unknown[] } }).derived?.attacks?.length ?? 1;

/** GM: the creatures offered an attack of opportunity for this act; none when it does not provoke or no one threatens. */
async function provoked(taker: Taker, cost: TakenActionCost, actionName: string): Promise<string[]> {
  const combat = taker.combatant?.parent;
  if (!cost.provokes || !taker.token || !combat || !adapterOf(combat)) return [];
  if (!provokesOpportunity(cost.provokes, threateners(combat, taker.token).length > 0)) return [];
  const offered = await offerOpportunities(combat, taker.token, actionName);
  return offered.map((token) => token.name ?? "");
}

async function postLine(taker: Taker, actionName: string, cost: TakenActionCost, standardGivenUp: boolean, effect: ActionEffect, offeredTo: string[]): Promise<void> {
  const name = taker.actor.name ?? "";
  const slot = translate(TAKEN_TEXT.slot(cost.spend.kind));
  const line = translate(cost.spend.kind === "free" && cost.variant === null ? TAKEN_TEXT.freeLine : TAKEN_TEXT.line, { name, action: actionName, slot });
  const healed = effect.healed && effect.healed.formula ? translate(TAKEN_TEXT.healed, { name, healed: effect.healed.healed, formula: effect.healed.formula }) : "";
  const content = await foundry.applications.handlebars.renderTemplate(CLASSIC_ACTION_TEMPLATES.actionLine, {
    line,
    givenUp: standardGivenUp ? translate(TAKEN_TEXT.standardGivenUp) : "",
    healed,
    provokes: offeredTo.length > 0 ? translate(TAKEN_TEXT.provokes, { names: offeredTo.join(", ") }) : "",
  });
  const rolls = effect.healed?.roll ? [effect.healed.roll] : [];
  await ChatMessage.create({ content, rolls, speaker: ChatMessage.getSpeaker({ actor: taker.actor }) });
}

/** The action's name in the line: a potion names itself, a free action its name. */
function actionNameOf(request: TakeActionRequest, cost: TakenActionCost, potion: Item.Implementation | null): string {
  if (request.action === "free") return request.freeName;
  const base = translate(TAKEN_TEXT.name(request.action), { item: potion?.name ?? "" });
  return cost.variant ? `${base} ${translate(TAKEN_TEXT.variant(cost.variant))}` : base;
}

export async function handleTakeAction(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseTakeAction(payload);
  if (!request) return refusal(TAKEN_REFUSAL.badRequest);
  const taker = await takerOf(request);
  if (!taker) return refusal(TAKEN_REFUSAL.badRequest);
  if (!userMayActFor(userId, taker.actor)) return refusal(TAKEN_REFUSAL.notOwner, { name: taker.actor.name ?? "" });
  const potion = request.action === "drinkPotion" ? potionOf(taker.actor, request.itemId) : null;
  if (request.action === "drinkPotion" && !potion) return refusal(TAKEN_REFUSAL.noPotion);

  const budget = fightBudget(taker.combatant);
  const cost = takenActionCost(request.action, budget ?? classicEconomy.fresh(), { potionBelt: hasPotionBelt(taker.actor), freeName: request.freeName });
  const spent = await spendTakenAction(taker.combatant, attacksPerRound(taker.actor), cost.spend, request.force);
  if (!spent.ok) return refusal(spent.reason.key, spent.reason.data);
  const actionName = actionNameOf(request, cost, potion);
  if (spent.overridden) {
    const rule = translate(spent.overridden.key, spent.overridden.data);
    // Names and item names are the players' text: the whisper shows them as text.
    await whisperToGms(taker.actor, foundry.utils.escapeHTML(translate(TAKEN_TEXT.overridden, { name: taker.actor.name ?? "", action: actionName, rule, user: game.users?.get(userId)?.name ?? "" })));
  }
  const effect = await applyTakenAction(taker.actor, taker.token, request.action, potion);
  const offeredTo = await provoked(taker, cost, actionName);
  await postLine(taker, actionName, cost, spent.standardGivenUp, effect, offeredTo);
  return { ok: true, result: { opportunities: offeredTo } };
}
