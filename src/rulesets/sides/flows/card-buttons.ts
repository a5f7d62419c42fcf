/**
 * The attack card's buttons on each client: shown only to whoever may use them (the GM sees all),
 * and each click sent to the GM, who acts on its own card (a card a player wrote shows no buttons).
 */
import { requestApplyDamage, requestUndoDamage } from "./damage/apply-damage-api";
import { freshRound } from "../rules/combat/action-economy";
import { canSnapAttack } from "../rules/combat/snap-attack";
import { canTotalDefense } from "../rules/combat/total-defense";
import type { AttackCardData, DamageMode } from "./attack-card-data";
import { attackerProfileOf, combatantEconomy } from "./attack-sources";
import type { ButtonRole } from "./attack-card-view";
import { cardActorSync, cardTokenSync } from "./card-actors";
import { attackCardOf } from "./card-flags";
import { isGmAuthored } from "./gm-card";
import { requestDamageRoll, requestTotalDefense } from "./card-queries";

/** Opens the target's own attack back at the attacker's token, as a Snap Attack against this card. */
export type SnapBack = (reactor: Actor.Implementation, attackerToken: Token.Implementation, messageId: string) => Promise<void>;

function mayUse(role: ButtonRole, card: AttackCardData): boolean {
  const user = game.user;
  if (!user) return false;
  if (user.isGM) return true;
  const actor = cardActorSync(card, role);
  return actor?.testUserPermission(user, "OWNER") ?? false;
}

/** A reaction button shows only while the target's round budget still allows that reaction. */
function reactionOpen(action: string | undefined, card: AttackCardData): boolean {
  if (action !== "totalDefense" && action !== "snapAttack") return true;
  const economy = combatantEconomy(cardTokenSync(card, "target")) ?? freshRound();
  const reactor = cardActorSync(card, "target");
  const profile = reactor ? attackerProfileOf(reactor) : null;
  if (!profile) return false;
  return (action === "totalDefense" ? canTotalDefense(economy) : canSnapAttack(economy, profile)).ok;
}

const isDamageMode = (value: string | undefined): value is DamageMode => value === "full" || value === "half" || value === "shock";

/** The reaction is paid when the GM accepts the Snap Attack itself (gm-attack.ts), so the card is only named. */
async function snapAttack(message: ChatMessage.Implementation, card: AttackCardData, snapBack: SnapBack): Promise<void> {
  const reactor = cardActorSync(card, "target");
  const token = cardTokenSync(card, "attacker")?.object ?? null;
  if (reactor && token) await snapBack(reactor, token, message.id ?? "");
}

async function onClick(message: ChatMessage.Implementation, button: HTMLButtonElement, snapBack: SnapBack): Promise<void> {
  const card = attackCardOf(message);
  const id = message.id ?? "";
  if (!card) return;
  const mode = button.dataset.mode;
  switch (button.dataset.frayCardAction) {
    case "rollDamage":
      await requestDamageRoll(id);
      return;
    case "applyDamage":
      if (isDamageMode(mode)) await requestApplyDamage(id, mode);
      return;
    case "undoDamage":
      await requestUndoDamage(id);
      return;
    case "totalDefense":
      await requestTotalDefense(id);
      return;
    case "snapAttack":
      return snapAttack(message, card, snapBack);
  }
}

/** Removes the buttons this user may not use and wires the rest. */
export function wireCard(message: ChatMessage.Implementation, html: HTMLElement, snapBack: SnapBack): void {
  const card = attackCardOf(message);
  if (!card) return;
  if (!isGmAuthored(message)) {
    html.querySelectorAll("[data-fray-card-action]").forEach((button) => button.remove());
    html.querySelector(".fray-card-buttons")?.remove();
    return;
  }
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-fray-card-action]")) {
    const role = button.dataset.role === "target" ? "target" : "attacker";
    if (!mayUse(role, card) || !reactionOpen(button.dataset.frayCardAction, card)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void onClick(message, button, snapBack).finally(() => (button.disabled = false));
    });
  }
  const row = html.querySelector(".fray-card-buttons");
  if (row && !row.querySelector("button")) row.remove();
}

export function registerCardButtons(snapBack: SnapBack): void {
  Hooks.on("renderChatMessageHTML", (message, html) => wireCard(message, html, snapBack));
}
