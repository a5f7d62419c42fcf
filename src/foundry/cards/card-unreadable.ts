/**
 * A card whose record this Fray cannot read (its spec refuses it, or a newer Fray wrote it) shows no button at
 * all, for anyone: no listener could act on it, and the GM's steps refuse it too. Instead one line on the card
 * says it cannot be read; a GM's line also says why, kept short, so nobody clicks a button that does nothing.
 */
import type { Translate } from "../../core/rules-types";
import { firstIssues, type SchemaIssue } from "../../core/schema/validate";
import { translate } from "../i18n";

export const UNREADABLE_CLASS = "fray-card-unreadable";

/** How many of the spec's issues a GM's line names (the rest are counted), and how long each may be. */
const ISSUES_NAMED = 2;
const ISSUE_LENGTH = 80;

const short = (text: string) => (text.length > ISSUE_LENGTH ? `${text.slice(0, ISSUE_LENGTH - 1)}…` : text);

export interface UnreadableCard {
  issues: readonly SchemaIssue[];
  newer: boolean;
}

/** The line's words: the same for everyone, with the spec's first issues for a GM. */
export function unreadableWords(card: UnreadableCard, isGM: boolean, t: Translate): string {
  if (card.newer) return t("FRAY.Card.Unreadable.newer");
  if (!isGM) return t("FRAY.Card.Unreadable.damaged");
  const { shown, more } = firstIssues(card.issues, ISSUES_NAMED);
  const named = shown.map((issue) => short(`${issue.path}: ${issue.problem}`));
  const why = more > 0 ? [...named, t("FRAY.Card.Unreadable.more", { count: more })] : named;
  return t("FRAY.Card.Unreadable.damagedWhy", { issues: why.join("; ") });
}

/** Removes the card's buttons (those the card type wires, and any other on the card) and adds the line once. */
export function markUnreadable(html: HTMLElement, buttonSelector: string, card: UnreadableCard): void {
  html.querySelectorAll(`${buttonSelector}, .fray-card button`).forEach((button) => button.remove());
  html.querySelector(".fray-card-buttons")?.remove();
  if (html.querySelector(`.${UNREADABLE_CLASS}`)) return;
  const line = html.ownerDocument.createElement("p");
  line.className = UNREADABLE_CLASS;
  // Text, never HTML: a damaged record's values (quoted in the issues) may hold anything.
  line.textContent = unreadableWords(card, game.user?.isGM === true, translate);
  (html.querySelector(".fray-card") ?? html).append(line);
}
