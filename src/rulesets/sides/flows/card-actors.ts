/**
 * The actors a card names. For an unlinked token the token's own actor is the one that fights,
 * so the token is asked first and the stored actor UUID is the fallback.
 */
import { actorOfTokenOr, actorOfTokenOrSync, tokenFromUuid, tokenFromUuidSync } from "../../../foundry/actors/resolve";
import type { AttackCardData } from "./attack-card-data";

export type CardSide = "attacker" | "target";

function uuidsOf(card: AttackCardData, side: CardSide): { token: string | null; actor: string } {
  return side === "attacker"
    ? { token: card.attackerTokenUuid, actor: card.attackerActorUuid }
    : { token: card.targetTokenUuid, actor: card.targetActorUuid };
}

export function cardTokenSync(card: AttackCardData, side: CardSide): TokenDocument.Implementation | null {
  return tokenFromUuidSync(uuidsOf(card, side).token);
}

export function cardActorSync(card: AttackCardData, side: CardSide): Actor.Implementation | null {
  const { token, actor } = uuidsOf(card, side);
  return actorOfTokenOrSync(token, actor);
}

export function cardToken(card: AttackCardData, side: CardSide): Promise<TokenDocument.Implementation | null> {
  return tokenFromUuid(uuidsOf(card, side).token);
}

export function cardActor(card: AttackCardData, side: CardSide): Promise<Actor.Implementation | null> {
  const { token, actor } = uuidsOf(card, side);
  return actorOfTokenOr(token, actor);
}
