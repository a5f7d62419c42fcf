/**
 * The GM's side of an opportunity attack (`factionsOpportunityAttack`): the sender names only the offer's
 * message. The GM finds its own offer, checks the sender may act for the watcher, re-reads both tokens,
 * asks the pure mayOpportunityAttack again for what may have changed since (its turn, up and fighting,
 * the mover still seen; still the fight and round of the move), spends the watcher's turn as a reaction,
 * and posts the attack card against the mover with its first equipped melee weapon still whole (else bare
 * hands): an opportunity attack, to which the mover cannot react.
 */
import { answerRefusal, registerGmHandler, type GmAnswer } from "../../../../foundry/channel";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { isGmAuthored } from "../../../../foundry/cards/card-record";
import { mayReact } from "../../rules/reactions/reactor";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { factionsFighterOf, weaponOf, type FactionsFighter } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { parseFactionsAttack } from "../attack/request";
import { planFromDocuments, postAttackCard } from "../attack/strike";
import { ableToReact } from "../card/reactor-state";
import { spendReactorTurn, tookTurnThisRound } from "../card/reactor-turn";
import { FACTIONS_OPPORTUNITY_COMMAND, OPPORTUNITY_REFUSAL } from "./keys";
import { offerStillStands, renderOpportunityOffer, type FactionsOpportunityOffer } from "./offer";
import { weaponFormulaRefusal } from "../attack/weapon-formula";

/** The GM's own offer this message carries, or null. */
function offerOf(messageId: unknown): { message: ChatMessage.Implementation; offer: FactionsOpportunityOffer } | null {
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : undefined;
  const offer = message?.flags.fray?.factionsOpportunity;
  return message && offer && isGmAuthored(message) ? { message, offer } : null;
}

/** The watcher's first equipped melee weapon that is not broken, or null (bare hands). */
function meleeWeapon(watcher: FactionsFighter) {
  return watcher.actor.items.contents.map((item) => weaponOf(watcher.actor, item.id ?? "")).find((w) => w !== null && w.equipped && w.attackKind === "melee" && w.condition !== "broken") ?? null;
}

export async function handleOpportunityAttack(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const found = offerOf(payload.messageId);
  if (!found || !game.users?.get(userId)) return answerRefusal({ key: OPPORTUNITY_REFUSAL.notOffer });
  const { message, offer } = found;
  const [watcher, mover] = [factionsFighterOf(tokenFromUuidSync(offer.watcherTokenUuid)), factionsFighterOf(tokenFromUuidSync(offer.moverTokenUuid))];
  if (!watcher || !mover) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  if (!userMayActFor(userId, watcher.actor)) return answerRefusal({ key: ATTACK_REFUSAL.notOwner, data: { name: watcher.token.name ?? "" } });
  if (offer.taken) return answerRefusal({ key: OPPORTUNITY_REFUSAL.taken });
  // An offer left untaken is for its move alone: not a strike in a later round or another fight.
  if (!offerStillStands(offer, watcher.token)) return answerRefusal({ key: OPPORTUNITY_REFUSAL.stale });
  const may = mayReact({ aware: !mover.actor.statuses.has(FACTIONS_STATUS.concealed), tookTurnThisRound: tookTurnThisRound(watcher.token), able: ableToReact(watcher) });
  if (!may.ok) return answerRefusal(may.reason);
  const weapon = meleeWeapon(watcher);
  const formula = weaponFormulaRefusal(weapon);
  if (formula) return answerRefusal(formula);
  const request = parseFactionsAttack({ attackerTokenUuid: watcher.token.uuid, targetTokenUuid: mover.token.uuid, weaponId: weapon?.id ?? null, nearby: true, visible: true });
  if (!request) return answerRefusal({ key: ATTACK_REFUSAL.badRequest });
  const strike = { attacker: watcher, target: mover, weapon, request };
  const planned = planFromDocuments(strike);
  if (!planned.ok) return answerRefusal(planned.reason);
  const spent = await spendReactorTurn(watcher.token);
  if (!spent.ok) return answerRefusal(spent.reason);
  await message.update({ content: await renderOpportunityOffer(watcher.token.name ?? "", mover.token.name ?? "", true), flags: { fray: { factionsOpportunity: { ...offer, taken: true } } } } as never);
  const messageId = await postAttackCard({ ...strike, opportunity: { spentIn: spent.spentIn } }, planned.plan, { combatId: "", combatantId: "" });
  return { ok: true, result: { messageId } };
}

export function registerOpportunityHandler(): void {
  registerGmHandler(FACTIONS_OPPORTUNITY_COMMAND, handleOpportunityAttack);
}
