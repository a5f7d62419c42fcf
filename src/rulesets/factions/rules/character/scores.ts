/**
 * The three scores every factions character is rated in: STR, AGI and WIT. Saves are rolled against
 * them (saves.ts); WIT also meets the fast-action threshold. Scores run 1–20, a d20's faces.
 */
export const FACTIONS_SCORES = ["str", "agi", "wit"] as const;
export type FactionsScore = (typeof FACTIONS_SCORES)[number];

export const FACTIONS_SCORE_MIN = 1;
export const FACTIONS_SCORE_MAX = 20;
/** A new character's score in each: an ordinary person passes half their saves. */
export const FACTIONS_SCORE_DEFAULT = 10;

/** A score read from an actor's `system` (`scores.<id>`), the default when missing or not a whole number in range. */
export function readScore(system: object, id: FactionsScore): number {
  const scores: unknown = (system as Record<string, unknown>).scores;
  if (typeof scores !== "object" || scores === null) return FACTIONS_SCORE_DEFAULT;
  const value: unknown = (scores as Record<string, unknown>)[id];
  const inRange = Number.isInteger(value) && (value as number) >= FACTIONS_SCORE_MIN && (value as number) <= FACTIONS_SCORE_MAX;
  return inRange ? (value as number) : FACTIONS_SCORE_DEFAULT;
}
