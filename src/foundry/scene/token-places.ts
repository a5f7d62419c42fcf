/**
 * Where tokens stand, and swapping two of them (a displacement): the GM writes each token's new x and
 * y (TokenDocument#update: https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#update),
 * and what they were is kept so an undo can put them back.
 */
import { tokenFromUuid } from "../actors/resolve";

export interface TokenPlace {
  tokenUuid: string;
  x: number;
  y: number;
}

export function placeOf(token: TokenDocument.Implementation): TokenPlace {
  return { tokenUuid: token.uuid, x: token.x, y: token.y };
}

/** GM: each token takes the other's place; returns where both stood before. */
export async function swapPlaces(a: TokenDocument.Implementation, b: TokenDocument.Implementation): Promise<TokenPlace[]> {
  const before = [placeOf(a), placeOf(b)];
  await a.update({ x: before[1]!.x, y: before[1]!.y });
  await b.update({ x: before[0]!.x, y: before[0]!.y });
  return before;
}

/** GM: puts tokens back where they stood (a token no longer there is skipped). */
export async function restorePlaces(places: readonly TokenPlace[]): Promise<void> {
  for (const place of places) await (await tokenFromUuid(place.tokenUuid))?.update({ x: place.x, y: place.y });
}
