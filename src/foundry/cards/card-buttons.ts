/**
 * The players' half of the card pipeline: each client shows a card's buttons only to whoever may use
 * them (the GM sees all), and a click goes to the GM as the step's command. A card a player wrote
 * shows no buttons at all, nor does one whose record this Fray cannot read (./card-unreadable says why on
 * the card). The ruleset says who each button is for and what a click does.
 */
import { isGmAuthored, readCardMessage } from "./card-record";
import type { CardType } from "./card-type";
import { markUnreadable } from "./card-unreadable";

/** Buttons carry `data-fray-card-action` (the step), `data-role` and, for some, `data-mode`. */
export const CARD_ACTION_KEY = "frayCardAction";

export interface CardButtons<R> {
  card: CardType<R>;
  /** The dataset key naming a button's action, when the card's template uses its own (default `frayCardAction`). */
  actionKey?: string;
  /** The user (never the GM, who may use every button) may press a button of this role on this card (the button for what it names). */
  mayUse(role: string, record: R, user: User.Implementation, button: HTMLButtonElement): boolean;
  /** The button still applies (a reaction the budget no longer allows is hidden). */
  open(action: string, record: R): boolean;
  click(action: string, message: ChatMessage.Implementation, record: R, button: HTMLButtonElement): Promise<unknown>;
}

/** `frayCardAction` is the attribute `data-fray-card-action`. */
const attributeOf = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

function removeButtons(html: HTMLElement, selector: string): void {
  html.querySelectorAll(selector).forEach((button) => button.remove());
  html.querySelector(".fray-card-buttons")?.remove();
}

/** Removes the buttons this user may not use and wires the rest; a card this Fray cannot read keeps none. */
export function wireCardButtons<R>(buttons: CardButtons<R>, message: ChatMessage.Implementation, html: HTMLElement): void {
  const reading = readCardMessage(message, buttons.card);
  if (reading.kind === "other") return;
  const key = buttons.actionKey ?? CARD_ACTION_KEY;
  const selector = `[${attributeOf(key)}]`;
  if (reading.kind === "unreadable") return markUnreadable(html, selector, reading);
  const record = reading.record;
  if (!isGmAuthored(message)) return removeButtons(html, selector);
  const user = game.user;
  for (const button of html.querySelectorAll<HTMLButtonElement>(selector)) {
    // Stryker disable next-line StringLiteral: the selector found the button by this very attribute, so its dataset holds the action
    const action = button.dataset[key] ?? "";
    const allowed = !!user && (user.isGM || buttons.mayUse(button.dataset.role ?? "", record, user, button));
    if (!allowed || !buttons.open(action, record)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void buttons.click(action, message, record, button).finally(() => (button.disabled = false));
    });
  }
  const row = html.querySelector(".fray-card-buttons");
  if (row && !row.querySelector("button")) row.remove();
}

export function registerCardButtons<R>(buttons: CardButtons<R>): void {
  Hooks.on("renderChatMessageHTML", (message, html) => wireCardButtons(buttons, message, html));
}
