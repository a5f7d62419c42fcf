/**
 * The offer card's button on each client: shown to whoever may act for the watcher (the GM sees it
 * too), on a GM-authored card only; a click starts the watcher's attack of opportunity on the mover
 * with the weapon the card names, naming the card. The GM's attack flow re-checks the offer and pays for it.
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { isGmAuthored } from "../../../../foundry/cards/card-record";
import { startClassicAttack } from "../attack/start-attack";
import type { OpportunityOffer } from "./offer";

const BUTTON = "[data-classic-opportunity]";

function offerOf(message: ChatMessage.Implementation): OpportunityOffer | null {
  const offer = message.flags.fray?.classicOpportunity;
  return offer && typeof offer.watcherTokenUuid === "string" && typeof offer.moverTokenUuid === "string" ? offer : null;
}

/** Removes the button for anyone who may not strike with the watcher, and wires it for the rest. */
export function wireOpportunityOffer(message: ChatMessage.Implementation, html: HTMLElement): void {
  const offer = offerOf(message);
  const button = html.querySelector<HTMLButtonElement>(BUTTON);
  if (!offer || !button) return;
  const actor = tokenFromUuidSync(offer.watcherTokenUuid)?.actor ?? null;
  if (!isGmAuthored(message) || !actor || !mayActFor(game.user, actor)) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void startClassicAttack(actor, offer.weaponId, { opportunity: true, targetTokenUuid: offer.moverTokenUuid, offerId: message.id ?? "" }).finally(() => (button.disabled = false));
  });
}
