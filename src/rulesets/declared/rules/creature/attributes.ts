/**
 * The six attribute scores of a `declared` creature, their modifier, and attribute damage (from
 * combat injuries) lowering the score the rules read.
 */
export const DECLARED_ATTRIBUTES = ["strength", "agility", "dexterity", "insight", "memory", "perception"] as const;

export type DeclaredAttribute = (typeof DECLARED_ATTRIBUTES)[number];

/** A score as the sheet keeps it: the rolled score and the damage injuries have done to it. */
export interface AttributeScore {
  score: number;
  damage: number;
}

/** The chapter never gives the table: the family's usual floor((score − 10) / 2), so 10–11 is +0, 16 is +3, 7 is −2. */
export function attributeModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** The score after attribute damage; damage never takes it below 0, and a negative damage heals nothing. */
export function effectiveScore(attribute: AttributeScore): number {
  return Math.max(0, attribute.score - Math.max(0, attribute.damage));
}

/** The modifier the rules read: the damaged score's. */
export function effectiveModifier(attribute: AttributeScore): number {
  return attributeModifier(effectiveScore(attribute));
}
