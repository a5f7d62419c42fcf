/**
 * Every i18n key the `teams` combat rules return, in one place so the language file can be checked
 * against it. English text lives in lang/en.json under FRAY.Teams.Combat.
 */
const P = "FRAY.Teams.Combat";

/** Lines of an attack test on the chat card. */
export const TEAMS_MODIFIER = {
  attribute: `${P}.Modifier.Attribute`,
  combatSkill: `${P}.Modifier.CombatSkill`,
  proficiency: `${P}.Modifier.Proficiency`,
  multipleAttack: `${P}.Modifier.MultipleAttack`,
  sizeEvasion: `${P}.Modifier.SizeEvasion`,
  sizeDeflection: `${P}.Modifier.SizeDeflection`,
  guard: `${P}.Modifier.Guard`,
} as const;

/** Why an attack rolls with advantage or disadvantage, for the card. */
export const TEAMS_ADVANTAGE_SOURCE = {
  sneak: `${P}.Advantage.Sneak`,
  flanking: `${P}.Advantage.Flanking`,
  proneInMelee: `${P}.Advantage.ProneInMelee`,
  proneAtRange: `${P}.Advantage.ProneAtRange`,
  cover: `${P}.Advantage.Cover`,
} as const;

/** Why a combat rule refuses. */
export const TEAMS_REFUSAL = {
  targetNotUnconscious: `${P}.Refusal.TargetNotUnconscious`,
  targetDead: `${P}.Refusal.TargetDead`,
  needsReload: `${P}.Refusal.NeedsReload`,
} as const;

/** Why a killing strike cannot be made from the attack dialog. */
export const KILLING_STRIKE_REFUSAL = {
  needsActions: `${P}.Refusal.KillingStrikeNeedsActions`,
} as const;
