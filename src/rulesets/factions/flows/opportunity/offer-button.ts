/**
 * The offer's button on each client: kept for whoever may act for the watcher (the GM too), on the GM's
 * own offer only; a click asks the GM to make the opportunity attack (the message id is all it sends).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import { isGmAuthored } from "../../../../foundry/cards/card-record";
import { FACTIONS_OPPORTUNITY_COMMAND } from "./keys";

export function wireFactionsOpportunity(message: ChatMessage.Implementation, html: HTMLElement): void {
  const offer = message.flags.fray?.factionsOpportunity;
  const button = html.querySelector<HTMLButtonElement>("[data-factions-opportunity]");
  if (!offer || !button) return;
  if (offer.taken || !isGmAuthored(message) || !mayActFor(game.user, tokenFromUuidSync(offer.watcherTokenUuid)?.actor)) return button.remove();
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void askGm(FACTIONS_OPPORTUNITY_COMMAND, { messageId: message.id ?? "" }).finally(() => (button.disabled = false));
  });
}
