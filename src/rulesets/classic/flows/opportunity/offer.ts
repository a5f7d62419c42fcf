/**
 * GM: offers each creature that threatens a square the mover leaves on its way (or acts in) and may still make an
 * attack of opportunity a whispered card, "Attack of Opportunity on X", to its owners and the GMs. The
 * card's flag names the watcher's token, the mover's, the weapon and the engine's round; its button starts
 * the watcher's attack (offer-button.ts), which the attack flow checks against this GM-authored offer
 * (one strike, this round, at this mover: struck marks it used) and pays for with the immediate action.
 */
import { ownersAndGms } from "../../../../foundry/users";
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { translate } from "../../../../foundry/i18n";
import { placementOf, type Placement } from "../../../../foundry/scene/token-moves";
import { OPPORTUNITY_TEXT } from "../actions/keys";
import { CLASSIC_ACTION_TEMPLATES } from "../actions/templates";
import { mayTakeOpportunity } from "./spend-opportunity";
import { threateners } from "./threateners";
import { watcherOf } from "./watcher";

/** The offer card's mark on its chat message. */
export interface OpportunityOffer {
  watcherTokenUuid: string;
  moverTokenUuid: string;
  weaponId: string;
  /** The engine's round of the provocation: the offer is for that round only. */
  round: number;
  /** The watcher has struck: the offer paid for its one attack. */
  struck: boolean;
}

declare module "../../../../foundry/message-flags" {
  interface FrayMessageFlags {
    classicOpportunity?: OpportunityOffer;
  }
}

async function postOffer(combat: Combat.Implementation, watcher: TokenDocument.Implementation, mover: TokenDocument.Implementation, why: string): Promise<void> {
  const actor = watcher.actor;
  const offer: OpportunityOffer = { watcherTokenUuid: watcher.uuid, moverTokenUuid: mover.uuid, weaponId: actor ? watcherOf(actor).weaponId : "", round: engineRoundOf(combat) ?? 0, struck: false };
  const content = await foundry.applications.handlebars.renderTemplate(CLASSIC_ACTION_TEMPLATES.opportunityOffer, {
    img: watcher.texture.src ?? "",
    title: translate(OPPORTUNITY_TEXT.title, { mover: mover.name ?? "" }),
    prompt: translate(OPPORTUNITY_TEXT.prompt, { watcher: watcher.name ?? "", mover: mover.name ?? "", why }),
    button: translate(OPPORTUNITY_TEXT.button),
  });
  await ChatMessage.create({ content, whisper: ownersAndGms(actor), speaker: ChatMessage.getSpeaker({ token: watcher }), flags: { fray: { classicOpportunity: offer } } });
}

/**
 * GM: the mover provoked, standing at each of `places` (for a move: every square it left on the way;
 * otherwise where it stands): offers every creature threatening one of them that may still strike, once;
 * returns their tokens.
 */
export async function offerOpportunities(combat: Combat.Implementation, mover: TokenDocument.Implementation, why: string, places: readonly Placement[] = [placementOf(mover)]): Promise<TokenDocument.Implementation[]> {
  const threatening = new Set(places.flatMap((at) => threateners(combat, mover, at)));
  const offered = [...threatening].filter((watcher) => mayTakeOpportunity(watcher));
  for (const watcher of offered) await postOffer(combat, watcher, mover, why);
  return offered;
}
