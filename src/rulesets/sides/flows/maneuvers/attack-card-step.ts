/**
 * The maneuvers' steps on an attack card. A shove or grapple attempt's note and "Opposed check" button,
 * and the note naming a screener, are the card's own (attack-card-view.ts, card-buttons.ts). Added
 * when the card is shown, because it depends on the fight now and not on the card's record: an attack
 * on a screened ward, before any damage, gets a "Screen" button for the GM, the ward's or a
 * screener's owner. A click only names the card: the GM rolls and decides (opposed-check-query.ts,
 * screen-query.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { askGm } from "../../../../foundry/channel";
import type { AttackCardData } from "../attack-card-data";
import { attackCardOf } from "../card-flags";
import { isGmAuthored } from "../gm-card";
import { cardActorSync } from "../card-actors";
import { translate } from "../../../../foundry/i18n";
import { screensOf } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { fighterId } from "./gm-common";
import { actorFromUuidSync } from "../../../../foundry/actors/resolve";
import { MANEUVER_CHECK_QUERY } from "./opposed-check-query";
import { SCREEN_CHECK_QUERY } from "./screen-query";
import { screensOfWard } from "./screen-records";

const STEP = "FRAY.Sides.Maneuver.Step";

export function requestManeuverCheck(messageId: string) {
  return askGm(MANEUVER_CHECK_QUERY, { messageId });
}

export function requestScreenCheck(messageId: string) {
  return askGm(SCREEN_CHECK_QUERY, { messageId });
}

/** The Screen button, in the card's button row (made when the card has none left for this user). */
function screenButton(root: Element, messageId: string): void {
  let row = root.querySelector(".fray-card-buttons");
  if (!row) {
    row = document.createElement("div");
    row.className = "fray-card-buttons";
    root.append(row);
  }
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.frayManeuverAction = "step";
  b.textContent = translate(`${STEP}.Screen`);
  b.addEventListener("click", (event) => {
    event.preventDefault();
    b.disabled = true;
    void requestScreenCheck(messageId).finally(() => (b.disabled = false));
  });
  row.append(b);
}

/** Before anything is rolled for damage or applied, a ward someone screens may have the attack screened. */
function mayScreen(message: ChatMessage.Implementation, card: AttackCardData): boolean {
  if (card.screen || card.applied.length > 0 || message.rolls.length > 1) return false;
  const records = screensOfWard(screensOf(viewedCombat()), fighterId(card.targetTokenUuid, card.targetActorUuid));
  if (records.length === 0) return false;
  const screenerOwned = records.some((r) => mayActFor(game.user, actorFromUuidSync(r.screenerId)));
  return mayActFor(game.user, cardActorSync(card, "target")) || screenerOwned;
}

export function wireManeuverSteps(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = attackCardOf(message);
  // Steps act on the GM's own card only; a player's look-alike shows none.
  if (!card || !isGmAuthored(message) || !mayScreen(message, card)) return;
  screenButton(html.querySelector(".fray-attack-card") ?? html, message.id ?? "");
}
