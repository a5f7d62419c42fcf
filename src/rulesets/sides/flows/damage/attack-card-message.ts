/**
 * Loads an attack card for the GM: the message, its card data and rolls (read as the attack flow
 * reads them), and the attacker and target actors (the token's own actor for unlinked tokens).
 */
import type { AttackCardData } from "../attack-card-data";
import { attackCardOf } from "../card-flags";
import { cardRollsOf } from "../card-message";
import { isGmAuthored } from "../gm-card";
import { isManeuverAttempt } from "../maneuvers/maneuver-data";
import type { CardDice } from "../../rules/combat/damage-application";
import type { Reason } from "../../rules/combat/types";

const R = "FRAY.Damage.Refusal";
export const CARD_REFUSAL = {
  notAttackCard: `${R}.NotAttackCard`,
  noTarget: `${R}.NoTarget`,
  untrustedCard: `${R}.UntrustedCard`,
  maneuverAttempt: `${R}.ManeuverAttempt`,
} as const;

export interface LoadedCard {
  message: ChatMessage.Implementation;
  card: AttackCardData;
  attacker: Actor.Implementation | null;
  target: Actor.Implementation;
  dice: CardDice;
}

type DocumentUuid = NonNullable<Parameters<typeof fromUuid>[0]>;
/** "Actor.abc", "Scene.x.Token.y", "Compendium.…": a document name, a dot, then ids. */
const isDocumentUuid = (value: string): value is DocumentUuid => /^[A-Z][A-Za-z]*\.\S+$/.test(value);

async function documentAt(uuid: string | null): Promise<unknown> {
  return uuid && isDocumentUuid(uuid) ? fromUuid(uuid) : null;
}

/** The actor a card names: the token's actor when the token is known (unlinked tokens), else the actor. */
async function actorOf(tokenUuid: string | null, actorUuid: string): Promise<Actor.Implementation | null> {
  const token = await documentAt(tokenUuid);
  if (token instanceof TokenDocument && token.actor) return token.actor;
  const actor = await documentAt(actorUuid);
  return actor instanceof Actor ? actor : null;
}

export async function loadAttackCard(messageId: string): Promise<{ ok: true; card: LoadedCard } | { ok: false; reason: Reason }> {
  const message = game.messages?.get(messageId);
  const card = message ? attackCardOf(message) : null;
  const dice = message ? cardRollsOf(message.rolls) : null;
  if (!message || !card || !dice) return { ok: false, reason: { key: CARD_REFUSAL.notAttackCard } };
  // Only the GM's own card is the record: a player's card (or a copy) could say anything.
  if (!isGmAuthored(message)) return { ok: false, reason: { key: CARD_REFUSAL.untrustedCard } };
  if (isManeuverAttempt(message)) return { ok: false, reason: { key: CARD_REFUSAL.maneuverAttempt } };
  const target = await actorOf(card.targetTokenUuid, card.targetActorUuid);
  if (!target) return { ok: false, reason: { key: CARD_REFUSAL.noTarget, data: { target: card.targetName } } };
  const attacker = await actorOf(card.attackerTokenUuid, card.attackerActorUuid);
  return { ok: true, card: { message, card, attacker, target, dice } };
}
