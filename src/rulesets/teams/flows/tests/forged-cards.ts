/**
 * A `teamsTest` card counts only when a GM posted it: a player can create a message of that type with
 * any record and content, so on every client such a message shows nothing in place of a result.
 */
import { isGmAuthored } from "../../../../foundry/cards";
import { TEST_CARD } from "./test-card";

export function hideForgedTestCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if ((message.type as string) !== TEST_CARD.type || isGmAuthored(message)) return;
  html.querySelector(".message-content")?.replaceChildren();
}
