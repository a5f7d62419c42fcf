/**
 * The attack card's buttons, as sides' part of the shared card pipeline: who each button is for (the
 * attacker's or the target's owner), which reaction buttons its budget still allows, and what a click
 * asks the GM (damage, undo, reactions, and a shove or grapple attempt's opposed check). The pipeline
 * hides the rest and shows nothing on a card a player wrote.
 */
import { mayActFor } from "../../../foundry/actors/may-act";
import { registerCardButtons as registerButtons, wireCardButtons, type CardButtons } from "../../../foundry/cards";
import { requestApplyDamage, requestUndoDamage } from "./damage/apply-damage-api";
import { freshRound } from "../rules/combat/action-economy";
import { isReaction, reactionAffordable } from "../rules/combat/reactions";
import { DAMAGE_MODES } from "../schema/cards";
import type { AttackCardData, DamageMode } from "./attack-card-data";
import { attackerProfileOf, combatantEconomy } from "./attack-sources";
import { cardActorSync, cardTokenSync } from "./card-actors";
import { ATTACK_CARD } from "./card-message";
import { requestDamageRoll, requestTotalDefense } from "./card-queries";
import { requestManeuverCheck } from "./maneuvers/attack-card-step";

/** Opens the target's own attack back at the attacker's token, as a Snap Attack against this card. */
export type SnapBack = (reactor: Actor.Implementation, attackerToken: Token.Implementation, messageId: string) => Promise<void>;

/** A reaction button shows only while the target's round budget still affords that reaction. */
function reactionOpen(action: string, card: AttackCardData): boolean {
  if (!isReaction(action)) return true;
  const economy = combatantEconomy(cardTokenSync(card, "target")) ?? freshRound();
  const reactor = cardActorSync(card, "target");
  const profile = reactor ? attackerProfileOf(reactor) : null;
  return profile !== null && reactionAffordable(economy, action, profile).ok;
}

const isDamageMode = (value: string | undefined): value is DamageMode => DAMAGE_MODES.some((mode) => mode === value);

/** The reaction is paid when the GM accepts the Snap Attack itself (gm-attack.ts), so the card is only named. */
async function snapAttack(message: ChatMessage.Implementation, card: AttackCardData, snapBack: SnapBack): Promise<void> {
  const reactor = cardActorSync(card, "target");
  const token = cardTokenSync(card, "attacker")?.object ?? null;
  if (reactor && token) await snapBack(reactor, token, message.id ?? "");
}

export function attackCardButtons(snapBack: SnapBack): CardButtons<AttackCardData> {
  return {
    card: ATTACK_CARD,
    mayUse: (role, card, user) => mayActFor(user, cardActorSync(card, role === "target" ? "target" : "attacker")),
    open: reactionOpen,
    async click(action, message, card, button) {
      const id = message.id ?? "";
      const mode = button.dataset.mode;
      switch (action) {
        case "rollDamage":
          return requestDamageRoll(id);
        case "applyDamage":
          return isDamageMode(mode) ? requestApplyDamage(id, mode) : undefined;
        case "undoDamage":
          return requestUndoDamage(id);
        case "totalDefense":
          return requestTotalDefense(id);
        case "snapAttack":
          return snapAttack(message, card, snapBack);
        case "maneuverCheck":
          return requestManeuverCheck(id);
      }
    },
  };
}

/** Removes the buttons this user may not use and wires the rest. */
export function wireCard(message: ChatMessage.Implementation, html: HTMLElement, snapBack: SnapBack): void {
  wireCardButtons(attackCardButtons(snapBack), message, html);
}

export function registerCardButtons(snapBack: SnapBack): void {
  registerButtons(attackCardButtons(snapBack));
}
