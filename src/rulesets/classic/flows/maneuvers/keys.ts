/** The i18n keys of the maneuver shell (English under FRAY.Classic.Maneuver in lang/en.json). */
const P = "FRAY.Classic.Maneuver";

/** Why the GM refuses a maneuver request before any rule is asked. */
export const MANEUVER_REFUSAL = {
  badRequest: `${P}.Refusal.BadRequest`,
  notOwner: `${P}.Refusal.NotOwner`,
  noItem: `${P}.Refusal.NoItem`,
  notGrappled: `${P}.Refusal.NotGrappled`,
  gmOnly: `${P}.Refusal.GmOnly`,
  missing: `${P}.Refusal.Missing`,
  notGm: `${P}.Refusal.NotGm`,
  settled: `${P}.Refusal.Settled`,
} as const;

export const MANEUVER_NOTICE = { noTarget: `${P}.Notice.NoTarget`, noToken: `${P}.Notice.NoToken`, noWeapon: `${P}.Notice.NoWeapon` } as const;

export const MANEUVER_TEXT = {
  name: (maneuver: string) => `${P}.Name.${maneuver}`,
  outcome: (outcome: string) => `${P}.Outcome.${outcome}`,
  dialogTitle: `${P}.Dialog.Title`,
  go: `${P}.Dialog.Go`,
  confirmTitle: `${P}.Override.Title`,
  confirmContent: `${P}.Override.Content`,
  overridden: `${P}.Override.Told`,
  escaped: `${P}.Effect.Escaped`,
} as const;

/** What a won maneuver did, as the card says it. */
export const MANEUVER_EFFECT = {
  status: `${P}.Effect.Status`,
  statusRemoved: `${P}.Effect.StatusRemoved`,
  shove: `${P}.Effect.Shove`,
  move: `${P}.Effect.Move`,
  disarmed: `${P}.Effect.Disarmed`,
  brokenBone: `${P}.Effect.BrokenBone`,
  submission: `${P}.Effect.Submission`,
  itemBroken: `${P}.Effect.ItemBroken`,
} as const;
