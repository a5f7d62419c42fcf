/**
 * Attributes and skills are rated as dice (strength d6, combat skill d6 …); a test rolls one
 * attribute die and one skill die and adds a proficiency's flat bonus.
 */
import { withBonus } from "../../../../core/dice/formula";

export const TEAMS_DIE_SIZES = ["d4", "d6", "d8", "d10", "d12"] as const;
export type TeamsDie = (typeof TEAMS_DIE_SIZES)[number];

export function dieFaces(die: TeamsDie): number {
  return Number(die.slice(1));
}

/** The test's formula with like dice counted together, as the chapter writes it: d6 + d6 + 1 is "2d6+1". */
export function testFormula(dice: readonly TeamsDie[], bonus: number): string {
  const counts = new Map<number, number>();
  for (const die of dice) counts.set(dieFaces(die), (counts.get(dieFaces(die)) ?? 0) + 1);
  const terms = [...counts.entries()].sort(([a], [b]) => b - a).map(([faces, count]) => `${count}d${faces}`);
  if (terms.length === 0) return String(bonus);
  return withBonus(terms.join("+"), bonus);
}
