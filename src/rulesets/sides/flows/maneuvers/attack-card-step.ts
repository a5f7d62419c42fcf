/**
 * The maneuvers' steps on an attack card, added when it is shown:
 * - a shove or grapple attempt: no damage (the maneuver replaces it), a note saying so, and once
 *   the attack hit, an "Opposed check" button for the attacker's owner or the GM;
 * - an attack on a screened ward, before any damage: a "Screen" button for the GM, the ward's or
 *   a screener's owner; once screened, a note naming who the attack now targets.
 * A click only names the card: the GM rolls and decides (opposed-check-query.ts, screen-query.ts).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { askGm } from "../../../../foundry/channel";
import type { AttackCardData } from "../attack-card-data";
import { attackCardOf } from "../card-flags";
import { isGmAuthored } from "../gm-card";
import { cardActorSync } from "../card-actors";
import { cardRollsOf } from "../card-message";
import { resolveCard } from "../card-resolution";
import { translate } from "../../../../foundry/i18n";
import { screensOf } from "./combat-record";
import { viewedCombat } from "../../../../foundry/actors/combatant-of";
import { fighterId } from "./gm-common";
import { actorFromUuidSync } from "../../../../foundry/actors/resolve";
import { MANEUVER_CHECK_QUERY } from "./opposed-check-query";
import { SCREEN_CHECK_QUERY } from "./screen-query";
import { screensOfWard } from "./screen-records";

const STEP = "FRAY.Sides.Maneuver.Step";
const O = "FRAY.Sides.Maneuver.Outcome";
/** The attack card's buttons a maneuver replaces. */
const DAMAGE_ACTIONS = ["rollDamage", "applyDamage", "undoDamage", "snapAttack"];

export function requestManeuverCheck(messageId: string) {
  return askGm(MANEUVER_CHECK_QUERY, { messageId });
}

export function requestScreenCheck(messageId: string) {
  return askGm(SCREEN_CHECK_QUERY, { messageId });
}

function note(root: Element, text: string): void {
  const div = document.createElement("div");
  div.className = "fray-card-note fray-maneuver-step";
  div.textContent = text;
  // Above the buttons, with the card's other notes.
  const row = root.querySelector(".fray-card-buttons");
  if (row) row.before(div);
  else root.append(div);
}

function button(root: Element, label: string, onClick: () => Promise<unknown>): void {
  let row = root.querySelector(".fray-card-buttons");
  if (!row) {
    row = document.createElement("div");
    row.className = "fray-card-buttons";
    root.append(row);
  }
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.frayManeuverAction = "step";
  b.textContent = label;
  b.addEventListener("click", (event) => {
    event.preventDefault();
    b.disabled = true;
    void onClick().finally(() => (b.disabled = false));
  });
  row.append(b);
}

function attackHit(message: ChatMessage.Implementation, card: AttackCardData): boolean {
  const rolls = cardRollsOf(message.rolls);
  const resolution = rolls ? resolveCard(card, rolls) : null;
  return resolution !== null && resolution.ok && resolution.roll.hit;
}

function attemptStep(message: ChatMessage.Implementation, card: AttackCardData, root: Element, html: HTMLElement): void {
  const attempt = card.maneuverAttempt;
  if (!attempt) return;
  for (const action of DAMAGE_ACTIONS) html.querySelectorAll(`[data-fray-card-action="${action}"]`).forEach((b) => b.remove());
  note(root, translate(`${STEP}.${attempt.kind}`));
  if (attackHit(message, card) && attempt.checkMessageId === null && mayActFor(game.user, cardActorSync(card, "attacker"))) {
    button(root, translate(`${STEP}.Button`), () => requestManeuverCheck(message.id ?? ""));
  }
}

function screenStep(message: ChatMessage.Implementation, card: AttackCardData, root: Element): void {
  const screened = card.screen;
  if (screened) {
    if (screened.redirected) note(root, translate(`${O}.Screened`, { screener: screened.screenerName }));
    return;
  }
  if (card.applied.length > 0 || message.rolls.length > 1) return;
  const records = screensOfWard(screensOf(viewedCombat()), fighterId(card.targetTokenUuid, card.targetActorUuid));
  if (records.length === 0) return;
  const screenerOwned = records.some((r) => mayActFor(game.user, actorFromUuidSync(r.screenerId)));
  if (mayActFor(game.user, cardActorSync(card, "target")) || screenerOwned) button(root, translate(`${STEP}.Screen`), () => requestScreenCheck(message.id ?? ""));
}

export function wireManeuverSteps(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card = attackCardOf(message);
  // Steps act on the GM's own card only; a player's look-alike shows none.
  if (!card || !isGmAuthored(message)) return;
  const root = html.querySelector(".fray-attack-card") ?? html;
  attemptStep(message, card, root, html);
  screenStep(message, card, root);
}
