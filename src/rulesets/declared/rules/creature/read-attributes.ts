/**
 * Reads an attribute from a `declared` actor's stored system data without trusting it: the score as
 * `attributes.<id>.score` (or `.value`, or a bare number) and its `damage`. Missing or malformed data
 * reads as an undamaged 10, the score a new creature starts with, so a broken sheet still rolls.
 */
import type { AttributeScore, DeclaredAttribute } from "./attributes";

const UNRATED: AttributeScore = { score: 10, damage: 0 };

export function readAttribute(system: object, id: DeclaredAttribute): AttributeScore {
  const attributes: unknown = (system as Record<string, unknown>).attributes;
  if (typeof attributes !== "object" || attributes === null) return UNRATED;
  const stored: unknown = (attributes as Record<string, unknown>)[id];
  if (isWhole(stored)) return { score: stored, damage: 0 };
  if (typeof stored !== "object" || stored === null) return UNRATED;
  const { score, value, damage } = stored as Record<string, unknown>;
  const rolled = isWhole(score) ? score : isWhole(value) ? value : UNRATED.score;
  return { score: rolled, damage: isWhole(damage) ? damage : 0 };
}

function isWhole(value: unknown): value is number {
  return Number.isInteger(value);
}
