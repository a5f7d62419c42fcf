/**
 * The actors a card names. For an unlinked token the token's own actor is the one that fights,
 * so the token is asked first and the stored actor UUID is the fallback.
 */
import type { AttackCardData } from "./attack-card-data";

type DocumentUuid = Parameters<typeof fromUuidSync>[0];
/** Card UUIDs are stored as plain strings; every document UUID is "Type.id…". */
const isUuid = (uuid: string | null): uuid is DocumentUuid & string => typeof uuid === "string" && /^[A-Z][A-Za-z]*\.\S+$/.test(uuid);

export type CardSide = "attacker" | "target";

function uuidsOf(card: AttackCardData, side: CardSide): { token: string | null; actor: string } {
  return side === "attacker"
    ? { token: card.attackerTokenUuid, actor: card.attackerActorUuid }
    : { token: card.targetTokenUuid, actor: card.targetActorUuid };
}

export function cardTokenSync(card: AttackCardData, side: CardSide): TokenDocument.Implementation | null {
  const uuid = uuidsOf(card, side).token;
  const doc = isUuid(uuid) ? fromUuidSync(uuid) : null;
  return doc instanceof TokenDocument ? doc : null;
}

export function cardActorSync(card: AttackCardData, side: CardSide): Actor.Implementation | null {
  const fromToken = cardTokenSync(card, side)?.actor;
  if (fromToken) return fromToken;
  const uuid = uuidsOf(card, side).actor;
  const doc = isUuid(uuid) ? fromUuidSync(uuid) : null;
  return doc instanceof Actor ? doc : null;
}

export async function cardToken(card: AttackCardData, side: CardSide): Promise<TokenDocument.Implementation | null> {
  const uuid = uuidsOf(card, side).token;
  const doc = isUuid(uuid) ? await fromUuid(uuid) : null;
  return doc instanceof TokenDocument ? doc : null;
}

export async function cardActor(card: AttackCardData, side: CardSide): Promise<Actor.Implementation | null> {
  const fromToken = (await cardToken(card, side))?.actor;
  if (fromToken) return fromToken;
  const uuid = uuidsOf(card, side).actor;
  const doc = isUuid(uuid) ? await fromUuid(uuid) : null;
  return doc instanceof Actor ? doc : null;
}
