/** The i18n keys of the teams attack flow (English in lang/en.json under FRAY.Teams.Attack). */
const P = "FRAY.Teams.Attack";

export const ATTACK_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  noWeapon: `${P}.Refusal.NoWeapon`,
  notTeams: `${P}.Refusal.NotTeams`,
  noAttribute: `${P}.Refusal.NoAttribute`,
  notGmCard: `${P}.Refusal.NotGmCard`,
  notAHit: `${P}.Refusal.NotAHit`,
  alreadyApplied: `${P}.Refusal.AlreadyApplied`,
  gmOnly: `${P}.Refusal.GmOnly`,
  nothingAsked: `${P}.Refusal.NothingAsked`,
  nothingToUndo: `${P}.Refusal.NothingToUndo`,
  notOffered: `${P}.Refusal.NotOffered`,
} as const;

export const ATTACK_NOTICE = {
  noTarget: `${P}.Notice.NoTarget`,
  noToken: `${P}.Notice.NoToken`,
  noWeapon: `${P}.Notice.NoWeapon`,
} as const;

export const ATTACK_TEXT = {
  confirmTitle: `${P}.Confirm.title`,
  confirmContent: `${P}.Confirm.content`,
  overridden: `${P}.Overridden`,
} as const;
