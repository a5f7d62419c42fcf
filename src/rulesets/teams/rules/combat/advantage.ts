/**
 * Advantage and disadvantage. The chapter names them but does not say what they roll; Fray rolls the
 * test's dice once more per level and keeps the best set (advantage) or the worst (disadvantage),
 * and one level of each cancels out (docs/rules-notes.md, "teams — attack, damage, harm and death").
 */

export interface AdvantageSources {
  /** The target cannot see the attacker. */
  sneak: boolean;
  /** The target is surrounded on two opposite sides. */
  flanking: boolean;
  /** Other sources of advantage (a killing strike, a prone target in melee …). */
  otherAdvantages?: number;
  /** Sources of disadvantage (cover against a ranged attack, a prone target at range …). */
  disadvantages?: number;
}

/** Net level: positive is advantage (2 is double advantage), negative disadvantage, 0 a plain test. */
export function advantageLevel(sources: AdvantageSources): number {
  const advantages = (sources.sneak ? 1 : 0) + (sources.flanking ? 1 : 0) + Math.max(0, sources.otherAdvantages ?? 0);
  return advantages - Math.max(0, sources.disadvantages ?? 0);
}

/** How many sets of the test's dice the shell rolls for this level. */
export function diceSetsToRoll(level: number): number {
  return 1 + Math.abs(Math.trunc(level));
}

/**
 * Which rolled set the test keeps (its attribute and skill faces go on the card): the highest total
 * with advantage, the lowest with disadvantage, the first on a tie.
 */
export function keptSetIndex(setTotals: readonly number[], level: number): number {
  if (setTotals.length === 0) throw new Error("keptSetIndex needs at least one rolled set");
  const considered = setTotals.slice(0, diceSetsToRoll(level));
  const better = (a: number, b: number) => (level < 0 ? a < b : a > b);
  return considered.reduce((best, total, index) => (better(total, considered[best]!) ? index : best), 0);
}

/** The dice total the test keeps from the sets rolled. */
export function keptDiceTotal(setTotals: readonly number[], level: number): number {
  return setTotals[keptSetIndex(setTotals, level)]!;
}
