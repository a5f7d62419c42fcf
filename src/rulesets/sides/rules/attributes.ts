/** The six attributes a `sides` character has, in sheet order. */
export const ATTRIBUTES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/**
 * Score → modifier. The combat chapter uses modifiers without tabulating them; Fray uses the
 * banding tables of this game family use: 3 → −2, 4–7 → −1, 8–13 → 0, 14–17 → +1, 18 → +2.
 */
export function attributeModifier(score: number): number {
  if (score <= 3) return -2;
  if (score <= 7) return -1;
  if (score <= 13) return 0;
  if (score <= 17) return 1;
  return 2;
}
