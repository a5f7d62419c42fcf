/**
 * What the GM needs to apply an attack card's damage, once the pipeline has found the GM's own card:
 * its rolls (read as the attack flow reads them) and the attacker and target actors (the token's own
 * actor for unlinked tokens). A shove or grapple attempt deals no damage.
 */
import type { GmCard } from "../../../../foundry/cards";
import { actorOfTokenOr } from "../../../../foundry/actors/resolve";
import type { AttackCardData } from "../attack-card-data";
import { cardRollsOf } from "../card-message";
import { isManeuverAttempt } from "../maneuvers/maneuver-data";
import type { CardDice } from "../../rules/combat/damage-application";
import type { Reason } from "../../../../core/rules-types";

const R = "FRAY.Sides.Damage.Refusal";
export const CARD_REFUSAL = {
  notAttackCard: `${R}.NotAttackCard`,
  noTarget: `${R}.NoTarget`,
  untrustedCard: `${R}.UntrustedCard`,
  maneuverAttempt: `${R}.ManeuverAttempt`,
} as const;

/** How the damage steps refuse a message that is not an attack card, or one the GM did not write. */
export const DAMAGE_CARD_REFUSALS = { missing: { key: CARD_REFUSAL.notAttackCard }, notGm: { key: CARD_REFUSAL.untrustedCard } };

export interface LoadedCard {
  message: ChatMessage.Implementation;
  card: AttackCardData;
  attacker: Actor.Implementation | null;
  target: Actor.Implementation;
  dice: CardDice;
}

export async function loadAttackCard({ message, record: card }: GmCard<AttackCardData>): Promise<{ ok: true; card: LoadedCard } | { ok: false; reason: Reason }> {
  const dice = cardRollsOf(message.rolls);
  if (!dice) return { ok: false, reason: { key: CARD_REFUSAL.notAttackCard } };
  if (isManeuverAttempt(card)) return { ok: false, reason: { key: CARD_REFUSAL.maneuverAttempt } };
  const target = await actorOfTokenOr(card.targetTokenUuid, card.targetActorUuid);
  if (!target) return { ok: false, reason: { key: CARD_REFUSAL.noTarget, data: { target: card.targetName } } };
  const attacker = await actorOfTokenOr(card.attackerTokenUuid, card.attackerActorUuid);
  return { ok: true, card: { message, card, attacker, target, dice } };
}
