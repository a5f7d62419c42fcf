/**
 * The GM's handler for a turn action taken from a sheet: re-reads the actor, its token and combatant
 * (and the consumable) from documents, checks the sender may act for it, spends the factions budget in a
 * started fight (an override is whispered to the GMs), applies what the action does (a consumable's
 * effect; a surrender's status) and posts a line saying what was done.
 */
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { turnAction } from "../../rules/actions/turn-actions";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { consumableOf, mayUseConsumable, useConsumable } from "./consumable-effect";
import { TAKE_ACTION_REFUSAL, TAKE_ACTION_TEXT } from "./keys";
import { parseTakeAction, type TakeActionRequest } from "./request";
import { spendFactionsAction } from "./spend";
import { postLine } from "./action-line";
import { actingCombatant } from "./acting-combatant";
import { revealByAct } from "../sneaking/reveal-on-act";
import { sneakingActOf } from "../../rules/sneaking/turn-act";
import { freeHoldsAfterAct } from "../non-lethal/holds-after";
import { plainUseOfPoison } from "../poison/plain-use";
import { actsBesideFightFromOutside } from "../attack/into-fight";

/** The acting creature: the token's actor (an unlinked token's is its own), else the actor; the combatant it acts as (acting-combatant.ts). */
export async function takerOf(request: Pick<TakeActionRequest, "tokenUuid" | "actorUuid">) {
  const token = await tokenFromUuid(request.tokenUuid);
  const actor = token?.actor ?? (await actorFromUuid(request.actorUuid));
  if (!actor) return null;
  return { actor, combatant: actingCombatant(actor, token), token };
}

export async function handleTakeAction(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const request = parseTakeAction(payload);
  if (!request) return refusal(TAKE_ACTION_REFUSAL.badRequest);
  const taker = await takerOf(request);
  if (!taker) return refusal(TAKE_ACTION_REFUSAL.badRequest);
  const { actor, combatant, token } = taker;
  const name = actor.name ?? "";
  if (!userMayActFor(userId, actor)) return refusal(TAKE_ACTION_REFUSAL.notOwner, { name });
  // Out of every started fight nothing is spent: a player's creature beside one waits for the GM to add it (flows/attack/into-fight.ts).
  if (game.users?.get(userId)?.isGM !== true && token && actsBesideFightFromOutside(token)) return refusal(TAKE_ACTION_REFUSAL.notInFight, { name });
  const consumable = request.action === "useConsumable" ? consumableOf(actor, request.itemId) : null;
  if (request.action === "useConsumable" && !consumable) return refusal(TAKE_ACTION_REFUSAL.noConsumable);
  const poisonDose = consumable ? plainUseOfPoison(consumable.data.kind, consumable.item.name ?? "") : null;
  if (poisonDose) return poisonDose;
  const usable = consumable ? mayUseConsumable(actor, consumable) : null;
  if (usable && !usable.ok) return answerRefusal(usable.reason);

  const { kind, label } = turnAction(request.action);
  const action = consumable ? translate(TAKE_ACTION_TEXT.used, { item: consumable.item.name }) : translate(label);
  const user = game.users?.get(userId)?.name ?? "";
  const spent = await spendFactionsAction({ actor, combatant, kind, asker: { isGM: game.users?.get(userId)?.isGM === true }, force: request.force, overriddenText: (rule) => translate(TAKE_ACTION_TEXT.overridden, { name, action, rule, user }) });
  if (!spent.ok) return answerRefusal(spent.reason, { name });

  await revealByAct(actor, sneakingActOf(request.action));
  // A grabber doing anything but move, attack or speak lets go (flows/non-lethal/holds-after.ts).
  await freeHoldsAfterAct(combatant?.token ?? null, request.action, (line) => postLine(actor, line, [], null));
  if (request.action === "surrender") {
    await setStatuses(actor, [FACTIONS_STATUS.surrendered], true);
    await postLine(actor, translate(TAKE_ACTION_TEXT.surrendered, { name }), [], null);
    return { ok: true };
  }
  const used = consumable ? await useConsumable(actor, consumable) : { reasons: [], roll: null };
  if ("ok" in used) return used;
  await postLine(actor, translate(TAKE_ACTION_TEXT.line, { name, action }), used.reasons, used.roll);
  return { ok: true };
}
