/** The i18n keys of the sheet's use, cast and intimidate actions and their cards (English in lang/en.json under FRAY.Declared.Use). */
const P = "FRAY.Declared.Use";

export const USE_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  noItem: `${P}.Refusal.NoItem`,
} as const;

export const USE_NOTICE = {
  oneTarget: `${P}.Notice.OneTarget`,
} as const;

export const USE_TEXT = {
  confirmTitle: `${P}.Confirm.title`,
  confirmContent: `${P}.Confirm.content`,
  overridden: `${P}.Overridden`,
} as const;

export const USE_CARD = {
  useTitle: `${P}.Card.UseTitle`,
  left: `${P}.Card.Left`,
  speed: `${P}.Card.Speed`,
  noEffect: `${P}.Card.NoEffect`,
  castTitle: `${P}.Card.CastTitle`,
  castingTn: `${P}.Card.CastingTn`,
  castNote: `${P}.Card.CastNote`,
  intimidateTitle: `${P}.Card.IntimidateTitle`,
  die: `${P}.Card.Die`,
  total: `${P}.Card.Total`,
  intimidateNote: `${P}.Card.IntimidateNote`,
} as const;
