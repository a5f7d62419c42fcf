/** Every i18n key the `declared` combat rules return; English text lives under FRAY.Declared.Combat in lang/en.json. */
import type { DeclaredDamageType } from "./damage-types";

const P = "FRAY.Declared.Combat";

/** Lines of an attack roll and of the Defense it meets, on the card. */
export const DECLARED_ATTACK_LINE = {
  natural: `${P}.Attack.Natural`,
  level: `${P}.Attack.Level`,
  strength: `${P}.Attack.Strength`,
  dexterity: `${P}.Attack.Dexterity`,
  defense: `${P}.Attack.Defense`,
} as const;

/** Lines of the damage a hit does, on the card. */
export const DECLARED_DAMAGE_LINE = {
  strength: `${P}.Damage.Strength`,
  rolled: `${P}.Damage.Rolled`,
  critical: `${P}.Damage.Critical`,
  armour: `${P}.Damage.Armour`,
  stress: `${P}.Damage.Stress`,
  wounds: `${P}.Damage.Wounds`,
} as const;

/** What an attack roll came to. */
export const DECLARED_ATTACK_RESULT = {
  miss: `${P}.Result.Miss`,
  hit: `${P}.Result.Hit`,
  critical: `${P}.Result.Critical`,
} as const;

/** The ways a weapon is used. */
export const DECLARED_ATTACK_MODE = {
  melee: `${P}.Mode.Melee`,
  ranged: `${P}.Mode.Ranged`,
  thrown: `${P}.Mode.Thrown`,
} as const;

/** Why an attack cannot be made. */
export const DECLARED_ATTACK_REFUSAL = {
  targetDead: `${P}.Refusal.TargetDead`,
  modeNotAllowed: `${P}.Refusal.ModeNotAllowed`,
  damageNotFormula: `${P}.Refusal.DamageNotFormula`,
} as const;

/** Each damage type's name. */
export const DECLARED_DAMAGE_TYPE_LABEL = {
  blunt: `${P}.DamageType.blunt`,
  piercing: `${P}.DamageType.piercing`,
  slashing: `${P}.DamageType.slashing`,
  chopping: `${P}.DamageType.chopping`,
  fire: `${P}.DamageType.fire`,
  cold: `${P}.DamageType.cold`,
  electric: `${P}.DamageType.electric`,
  sonic: `${P}.DamageType.sonic`,
  acid: `${P}.DamageType.acid`,
  holy: `${P}.DamageType.holy`,
  unholy: `${P}.DamageType.unholy`,
} as const satisfies Record<DeclaredDamageType, string>;
