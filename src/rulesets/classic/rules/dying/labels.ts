/** Every i18n key the classic going-down rules return; English text lives under FRAY.Classic.Dying in lang/en.json. */
const D = "FRAY.Classic.Dying";

/** What a death save did, for the card. */
export const CLASSIC_DEATH_SAVE_OUTCOME = {
  stabilized: `${D}.Outcome.stabilized`,
  failed: `${D}.Outcome.failed`,
  dead: `${D}.Outcome.dead`,
} as const;

/** Why no death save is rolled. */
export const CLASSIC_DYING_REFUSAL = {
  notDying: `${D}.Refusal.notDying`,
  stable: `${D}.Refusal.stable`,
  dead: `${D}.Refusal.dead`,
} as const;

/** The lines of a death save's Fortitude DC and of the massive-damage save. */
export const CLASSIC_DYING_LINE = {
  base: `${D}.Line.base`,
  hitDice: `${D}.Line.hitDice`,
  constitution: `${D}.Line.constitution`,
  droppingDamage: `${D}.Line.droppingDamage`,
  attackerHitDice: `${D}.Line.attackerHitDice`,
} as const;

/** What a creature at 0 HP is left with, for the card. */
export const CLASSIC_GOING_DOWN = {
  unconscious: `${D}.unconscious`,
  woundByGm: `${D}.woundByGm`,
  massiveDamage: `${D}.massiveDamage`,
} as const;
