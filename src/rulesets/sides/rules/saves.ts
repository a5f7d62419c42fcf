import { attributeModifier, type Attribute } from "./attributes";

export const SAVES = ["physical", "evasion", "mental", "luck"] as const;
export type Save = (typeof SAVES)[number];

/** Which attributes help each save; Luck is helped by none. */
const SAVE_ATTRIBUTES: Record<Save, readonly Attribute[]> = {
  physical: ["str", "con"],
  evasion: ["dex", "int"],
  mental: ["wis", "cha"],
  luck: [],
};

/** A character saves by rolling a d20 at or above this target. */
export const SAVE_BASE = 15;

/**
 * Save target = 15 − level − the best modifier of its two attributes, never below 2
 * (a natural 1 always fails). The combat chapter names the Physical save without its formula;
 * this is the formula its game family uses.
 */
export function saveTarget(save: Save, level: number, scores: Record<Attribute, number>): number {
  const mods = SAVE_ATTRIBUTES[save].map((attribute) => attributeModifier(scores[attribute]));
  const best = mods.length > 0 ? Math.max(...mods) : 0;
  return Math.max(2, SAVE_BASE - level - best);
}
