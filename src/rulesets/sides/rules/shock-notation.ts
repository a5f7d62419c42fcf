/** A weapon's Shock: points dealt on a miss, and the highest AC it reaches (null means every AC, written "-"). */
export interface ShockRating {
  points: number;
  ac: number | null;
}

export const NO_SHOCK: ShockRating = { points: 0, ac: null };

/** Reads the rulebook's notation: "2/15", "Shock 2/AC 15", "5/-"; "-" or blank means no Shock. */
export function parseShock(text: string): ShockRating | null {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed === "-") return { ...NO_SHOCK };
  const match = /^(?:shock\s*)?(\d+)\s*\/\s*(?:ac\s*)?(\d+|-)$/i.exec(trimmed);
  if (!match) return null;
  return { points: Number(match[1]), ac: match[2] === "-" ? null : Number(match[2]) };
}

/** Writes a rating back in the rulebook's short form: "2/15", "5/-", or "-" for none. */
export function formatShock(rating: ShockRating): string {
  if (rating.points <= 0) return "-";
  return `${rating.points}/${rating.ac ?? "-"}`;
}
