/**
 * What stands between an attack and its target. Cover adds 1 to armour unless the weapon penetrates it;
 * a barrier blocks the attack outright, but counts only as cover for a target peeking out to attack,
 * and for an indirect attack, which arcs over obstacles (docs/rules-notes.md).
 */

/** What the GM marks around the target. */
export type Protection = "none" | "cover" | "barrier";

/** What the protection does to this attack. */
export type EffectiveProtection = "none" | "cover" | "blocked";

/** Cover's armour bonus. */
export const COVER_ARMOUR = 1;

export interface ProtectionFacts {
  protection: Protection;
  /** The target is peeking out from behind its barrier to attack this turn. */
  peeking: boolean;
  /** The attack is an indirect one (arcs over obstacles). */
  indirect: boolean;
}

export function effectiveProtection(facts: ProtectionFacts): EffectiveProtection {
  if (facts.protection !== "barrier") return facts.protection;
  return facts.peeking || facts.indirect ? "cover" : "blocked";
}

/** The armour cover adds to this attack: 1, or 0 when there is none or the weapon penetrates it. */
export function coverArmour(protection: EffectiveProtection, penetratesCover: boolean): number {
  return protection === "cover" && !penetratesCover ? COVER_ARMOUR : 0;
}
