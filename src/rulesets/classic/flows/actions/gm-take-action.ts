/**
 * The GM's handler for an action taken from a sheet: re-reads the actor (and its combatant, its potion)
 * from documents, checks the sender may act for it, spends the classic budget in a started fight (an
 * override is whispered to the GMs), applies what the action does, posts a line saying what was done (a
 * spell's armour failure roll, a counterspell left to the GM) and offers attacks of opportunity to the
 * creatures threatening the actor when the act provokes. A spell needing gestures is refused while grappled.
 */
import { combatById } from "../../../../foundry/actors/combatant-of";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { refusal, type GmAnswer } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { adapterOf } from "../../../../foundry/combat/combat-engine";
import { classicEconomy } from "../../rules/actions/budget";
import { mayCastSpell } from "../../rules/actions/cast-spell";
import { provokesOpportunity } from "../../rules/actions/opportunity";
import { CLASSIC_STATUS } from "../../rules/character/statuses";
import { takenActionCost, type TakenActionCost } from "../../rules/actions/taken-action";
import { offerOpportunities } from "../opportunity/offer";
import { threateners } from "../opportunity/threateners";
import { rollSpellFailure } from "./cast-spell";
import { applyTakenAction, hasPotionBelt, potionDiceAllowed, potionOf, type ActionEffect } from "./effects";
import { TAKEN_REFUSAL, TAKEN_TEXT } from "./keys";
import { parseTakeAction, type TakeActionRequest } from "./request";
import { budgetInFight, spendClassic } from "../economy/spend";
import { actsFromOutside } from "../../../../foundry/combat/started-fight";
import { combatantInFight, OUTSIDE_FIGHT } from "../economy/acting-fight";
import { CLASSIC_ACTION_TEMPLATES } from "./templates";

interface Taker {
  actor: Actor.Implementation;
  token: TokenDocument.Implementation | null;
  combatant: Combatant.Implementation | null;
}

/**
 * The acting creature as the documents have it: the named combatant's, its token's, or the actor and its
 * first token; its combatant is the one of the started fight it stands in, by its token or else its actor
 * (another token of a linked actor dodges nothing).
 */
async function takerOf(request: TakeActionRequest): Promise<Taker | null> {
  const combatant = combatById(request.combatId)?.combatants.get(request.combatantId) ?? null;
  if (combatant?.actor) return { actor: combatant.actor, token: combatant.token ?? null, combatant: combatantInFight(combatant.token ?? null, combatant.actor) ?? combatant };
  const placed = await tokenFromUuid(request.tokenUuid);
  if (placed?.actor) return { actor: placed.actor, token: placed, combatant: combatantInFight(placed, placed.actor) };
  const actor = await actorFromUuid(request.actorUuid);
  if (!actor) return null;
  const token = actor.getActiveTokens()[0]?.document ?? null;
  return { actor, token, combatant: combatantInFight(token, actor) };
}

/** GM: the creatures offered an attack of opportunity for this act; none when it does not provoke or no one threatens. */
async function provoked(taker: Taker, cost: TakenActionCost, actionName: string): Promise<string[]> {
  const combat = taker.combatant?.parent;
  if (!cost.provokes || !taker.token || !combat || !adapterOf(combat)) return [];
  if (!provokesOpportunity(cost.provokes, threateners(combat, taker.token).length > 0)) return [];
  const offered = await offerOpportunities(combat, taker.token, actionName);
  return offered.map((token) => token.name ?? "");
}

/** What the line adds for a spell: whether armour made it fail (with the GM's d%), or that a counterspell is the GM's to judge. */
interface Outcome {
  text: string;
  roll: Roll | null;
}

async function outcomeOf(taker: Taker, request: TakeActionRequest): Promise<Outcome> {
  if (request.action === "counterspell") return { text: translate(TAKEN_TEXT.counterspellNote), roll: null };
  const failure = request.action === "castSpell" ? await rollSpellFailure(taker.actor, request) : null;
  return failure ?? { text: "", roll: null };
}

async function postLine(taker: Taker, actionName: string, cost: TakenActionCost, standardGivenUp: boolean, effect: ActionEffect, outcome: Outcome, offeredTo: string[]): Promise<void> {
  const name = taker.actor.name ?? "";
  const slot = translate(TAKEN_TEXT.slot(cost.spend.kind));
  const line = translate(cost.spend.kind === "free" && cost.variant === null ? TAKEN_TEXT.freeLine : TAKEN_TEXT.line, { name, action: actionName, slot });
  const healed = effect.healed && effect.healed.formula ? translate(TAKEN_TEXT.healed, { name, healed: effect.healed.healed, formula: effect.healed.formula }) : "";
  const content = await foundry.applications.handlebars.renderTemplate(CLASSIC_ACTION_TEMPLATES.actionLine, {
    line,
    givenUp: standardGivenUp ? translate(TAKEN_TEXT.standardGivenUp) : "",
    outcome: outcome.text,
    healed,
    provokes: offeredTo.length > 0 ? translate(TAKEN_TEXT.provokes, { names: offeredTo.join(", ") }) : "",
  });
  const rolls = [effect.healed?.roll, outcome.roll].filter((roll): roll is Roll => Boolean(roll));
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
  if (game.users?.get(userId)?.isGM !== true && actsFromOutside(taker.actor, [])) return refusal(OUTSIDE_FIGHT, { name: taker.actor.name ?? "" });
  const potion = request.action === "drinkPotion" ? potionOf(taker.actor, request.itemId) : null;
  if (request.action === "drinkPotion" && !potion) return refusal(TAKEN_REFUSAL.noPotion);
  const dice = potion ? potionDiceAllowed(potion) : { ok: true as const };
  if (!dice.ok) return refusal(dice.reason.key, dice.reason.data);
  const castable = request.action === "castSpell" ? mayCastSpell(taker.actor.statuses, request) : { ok: true as const };
  if (!castable.ok) return refusal(castable.reason.key, castable.reason.data);

  const budget = budgetInFight(taker.combatant)?.budget;
  const cost = takenActionCost(request.action, budget ?? classicEconomy.fresh(), {
    potionBelt: hasPotionBelt(taker.actor),
    freeName: request.freeName,
    charging: taker.actor.statuses.has(CLASSIC_STATUS.charging),
  });
  const actionName = actionNameOf(request, cost, potion);
  const spent = await spendClassic({
    combatant: taker.combatant,
    spend: cost.spend,
    swiftDuringFullRound: cost.chargeSwift,
    force: request.force,
    userId,
    overriddenText: (rule) => translate(TAKEN_TEXT.overridden, { name: taker.actor.name ?? "", action: actionName, rule, user: game.users?.get(userId)?.name ?? "" }),
  });
  if (!spent.ok) return refusal(spent.reason.key, spent.reason.data);
  const effect = await applyTakenAction(taker.actor, taker.token, request.action, potion);
  const outcome = await outcomeOf(taker, request);
  const offeredTo = await provoked(taker, cost, actionName);
  await postLine(taker, actionName, cost, spent.standardGivenUp, effect, outcome, offeredTo);
  return { ok: true, result: { opportunities: offeredTo } };
}
