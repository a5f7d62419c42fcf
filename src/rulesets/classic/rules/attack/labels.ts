/** Every i18n key the `classic` attack rules return; English text lives under FRAY.Classic.Attack in lang/en.json. */

const P = "FRAY.Classic.Attack";

/** Lines of an attack roll, on the card. */
export const CLASSIC_ATTACK_LINE = {
  baseAttack: `${P}.Line.BaseAttack`,
  strength: `${P}.Line.Strength`,
  dexterity: `${P}.Line.Dexterity`,
  size: `${P}.Line.Size`,
  untrainedWeapon: `${P}.Line.UntrainedWeapon`,
  untrainedArmour: `${P}.Line.UntrainedArmour`,
  defensiveFighting: `${P}.Line.DefensiveFighting`,
} as const;

/** Lines of the damage a hit does, on the card. */
export const CLASSIC_DAMAGE_LINE = {
  strength: `${P}.Damage.Strength`,
  twoHandedStrength: `${P}.Damage.TwoHandedStrength`,
  untrainedWeapon: `${P}.Damage.UntrainedWeapon`,
  recklessFighting: `${P}.Damage.RecklessFighting`,
  weaponBonus: `${P}.Damage.WeaponBonus`,
} as const;

/** Lines a fighting stance puts on the attacker's own AC until its next turn. */
export const CLASSIC_AC_LINE = {
  recklessFighting: `${P}.Ac.RecklessFighting`,
  defensiveFighting: `${P}.Ac.DefensiveFighting`,
} as const;

/** What an attack roll came to. */
export const CLASSIC_ATTACK_RESULT = {
  miss: `${P}.Result.Miss`,
  hit: `${P}.Result.Hit`,
  threat: `${P}.Result.Threat`,
  critical: `${P}.Result.Critical`,
  notConfirmed: `${P}.Result.NotConfirmed`,
} as const;

/** Who a shot into a grapple strikes. */
export const CLASSIC_GRAPPLE_SHOT = {
  intended: `${P}.GrappleShot.Intended`,
  other: `${P}.GrappleShot.Other`,
} as const;

/** The ways an attack is made. */
export const CLASSIC_ATTACK_KIND = {
  melee: `${P}.Kind.Melee`,
  ranged: `${P}.Kind.Ranged`,
  shieldBash: `${P}.Kind.ShieldBash`,
  meleeTouch: `${P}.Kind.MeleeTouch`,
  rangedTouch: `${P}.Kind.RangedTouch`,
} as const;

/** The ways a weapon or shield may be used, as the attack dialog offers them (a thrown weapon is a ranged attack that adds Strength). */
export const CLASSIC_ATTACK_MODE = {
  melee: `${P}.Mode.Melee`,
  ranged: `${P}.Mode.Ranged`,
  thrown: `${P}.Mode.Thrown`,
  meleeTouch: `${P}.Mode.MeleeTouch`,
  rangedTouch: `${P}.Mode.RangedTouch`,
  shieldBash: `${P}.Mode.ShieldBash`,
} as const;

/** Why an attack cannot be planned. */
export const CLASSIC_ATTACK_REFUSAL = {
  noSuchIterative: `${P}.Refusal.NoSuchIterative`,
  notADiceFormula: `${P}.Refusal.NotADiceFormula`,
  modeNotAllowed: `${P}.Refusal.ModeNotAllowed`,
  iterativeUsed: `${P}.Refusal.IterativeUsed`,
} as const;

/** The world setting on natural 20s and 1s (docs/rules-notes.md). */
export const CLASSIC_NATURAL_ROLLS_SETTING = {
  name: `${P}.Setting.NaturalRolls.Name`,
  hint: `${P}.Setting.NaturalRolls.Hint`,
  asWritten: `${P}.Setting.NaturalRolls.AsWritten`,
  automatic: `${P}.Setting.NaturalRolls.Automatic`,
} as const;
