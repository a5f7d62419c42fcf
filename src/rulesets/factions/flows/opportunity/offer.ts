/**
 * GM: when a fighter's token moves in a started fight, each enemy it moves away from that may still
 * react gets a whispered offer (its owners and the GMs): "Opportunity attack on X". The message's flag
 * names the watcher's token and the mover's; its button asks the GM to make the attack (gm-opportunity.ts).
 */
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { onEachMove, type TokenMove } from "../../../../foundry/scene/token-moves";
import { ownersAndGms } from "../../../../foundry/users";
import { factionsFighterOf, type FactionsFighter } from "../attack/fighters";
import { OPPORTUNITY_TEMPLATE, OPPORTUNITY_TEXT } from "./keys";
import { opportunityWatchers } from "./watchers";

/** The offer's mark on its chat message; `taken` once the attack is made; the fight and round of the move it answers. */
export interface FactionsOpportunityOffer {
  watcherTokenUuid: string;
  moverTokenUuid: string;
  taken: boolean;
  combatId: string;
  round: number;
}

declare module "../../../../foundry/message-flags" {
  interface FrayMessageFlags {
    factionsOpportunity?: FactionsOpportunityOffer;
  }
}

export async function renderOpportunityOffer(watcher: string, mover: string, taken: boolean): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(OPPORTUNITY_TEMPLATE, {
    title: translate(OPPORTUNITY_TEXT.title, { mover }),
    prompt: translate(OPPORTUNITY_TEXT.prompt, { watcher, mover }),
    button: taken ? "" : translate(OPPORTUNITY_TEXT.button),
    taken: taken ? translate(OPPORTUNITY_TEXT.taken, { watcher, mover }) : "",
  });
}

async function postOffer(watcher: FactionsFighter, mover: FactionsFighter, moment: { combatId: string; round: number }): Promise<void> {
  const offer: FactionsOpportunityOffer = { watcherTokenUuid: watcher.token.uuid, moverTokenUuid: mover.token.uuid, taken: false, ...moment };
  const content = await renderOpportunityOffer(watcher.token.name ?? watcher.actor.name, mover.token.name ?? mover.actor.name, false);
  await ChatMessage.create({ content, whisper: ownersAndGms(watcher.actor), speaker: ChatMessage.getSpeaker({ token: watcher.token }), flags: { fray: { factionsOpportunity: offer } } });
}

/** The started fight the token is in and its round as the engine counts it, or null. */
function fightMoment(token: TokenDocument.Implementation) {
  const combat = tokenCombatant(token)?.combat;
  const view = combat ? adapterOf(combat)?.view(stateOf(combat)) : undefined;
  return combat && view?.started ? { combat, combatId: combat.id ?? "", round: view.round } : null;
}

/** An offer answers one move: it stands while the watcher is still in that fight, in that round. */
export function offerStillStands(offer: FactionsOpportunityOffer, watcher: TokenDocument.Implementation): boolean {
  const now = fightMoment(watcher);
  return now !== null && now.combatId === offer.combatId && now.round === offer.round;
}

/** GM: the token moved; offers every enemy it moved away from (near where the move began, away where it ends) an opportunity attack. */
export async function offerOpportunities(token: TokenDocument.Implementation, { start }: TokenMove): Promise<FactionsFighter[]> {
  const moment = fightMoment(token);
  const mover = factionsFighterOf(token);
  if (!moment || !mover) return [];
  const watchers = opportunityWatchers(moment.combat, mover, start);
  for (const watcher of watchers) await postOffer(watcher, mover, { combatId: moment.combatId, round: moment.round });
  return watchers;
}

/** The active GM sees every move and offers opportunity attacks, one move after another. */
export function registerOpportunityOffers(): void {
  onEachMove("factions opportunity offer", offerOpportunities);
}
