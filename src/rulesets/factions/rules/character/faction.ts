/**
 * Which faction a character fights for: the faction its sheet names, or, when the sheet leaves it
 * blank, its token's disposition (friendly, neutral, hostile, secret), so a GM who names nothing still
 * gets the players against the foes. Two sheets naming the same faction fight together, whatever the case.
 */
export const TOKEN_DISPOSITIONS = ["secret", "hostile", "neutral", "friendly"] as const;
export type TokenDisposition = (typeof TOKEN_DISPOSITIONS)[number];

/** Foundry's CONST.TOKEN_DISPOSITIONS by value (SECRET −2, HOSTILE −1, NEUTRAL 0, FRIENDLY 1). */
export function dispositionName(value: number): TokenDisposition {
  return TOKEN_DISPOSITIONS[value + 2] ?? "neutral";
}

/** The faction key the tracker groups by: the sheet's name (trimmed, lower-cased) or "disposition:<name>". */
export function factionKey(sheetFaction: string, disposition: TokenDisposition): string {
  const named = sheetFaction.trim().toLowerCase();
  return named === "" ? `disposition:${disposition}` : named;
}
