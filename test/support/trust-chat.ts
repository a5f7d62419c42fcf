/**
 * The chat as the classic, declared and factions trust properties point into it: where a card step
 * points, and the GM's own last card of a type.
 */
type Plain = Record<string, any>;

/** Where a card step points: the last card of type `pick`, the last standing offer (its flag `offerFlag`), a player's own copy, the first message, or nothing there. */
export function pickMessage(messages: Iterable<Plain>, pick: string, offerFlag?: string): Plain | null {
  const all = [...messages];
  if (pick === "first") return all[0] ?? null;
  if (pick === "bogus") return { id: "bogus" };
  if (pick === "offer") return all.findLast((m) => offerFlag !== undefined && m.flags?.fray?.[offerFlag]) ?? null;
  if (pick === "playerCopy") return all.findLast((m) => m.author?.isGM === false) ?? null;
  return all.findLast((m) => m.type === pick) ?? null;
}

/** The last card of a type the GM wrote. */
export const lastGmCard = (messages: Iterable<Plain>, type: string): Plain | null => [...messages].findLast((m) => m.type === type && m.author?.isGM === true) ?? null;
