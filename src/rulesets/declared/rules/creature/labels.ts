/** Every i18n key the creature-statistics rules return; English text lives under FRAY.Declared.Creature in lang/en.json. */
const P = "FRAY.Declared.Creature";

export const DECLARED_CREATURE_REFUSAL = {
  noHitDice: `${P}.Refusal.NoHitDice`,
  stressDie: `${P}.Refusal.StressDie`,
} as const;

export const DECLARED_CREATURE_LINE = {
  base: `${P}.Line.Base`,
  agility: `${P}.Line.Agility`,
  defenseBonus: `${P}.Line.DefenseBonus`,
  strength: `${P}.Line.Strength`,
  woundPointsBonus: `${P}.Line.WoundPointsBonus`,
  naturalArmour: `${P}.Line.NaturalArmour`,
  wornArmour: `${P}.Line.WornArmour`,
} as const;
