/** The i18n keys of hide behind, guard and opportunity attacks on the attack card (English in lang/en.json). */
const P = "FRAY.Factions.AttackFlow.Redirect";

/** The card's buttons for them, each named by the GM command it asks for. */
export const REDIRECT_COMMANDS = { hideBehind: "factionsHideBehind", agreeHide: "factionsAgreeHide", declineHide: "factionsDeclineHide", guard: "factionsGuard" } as const;

export const REDIRECT_TEXT = {
  hideBehind: `${P}.Button.HideBehind`,
  agree: `${P}.Button.Agree`,
  decline: `${P}.Button.Decline`,
  guard: `${P}.Button.Guard`,
  asked: `${P}.Card.Asked`,
  hidBehind: `${P}.Card.HidBehind`,
  guarded: `${P}.Card.Guarded`,
  opportunity: `${P}.Card.Opportunity`,
} as const;

export const REDIRECT_REFUSAL = {
  notOffered: `${P}.Refusal.NotOffered`,
  askPending: `${P}.Refusal.AskPending`,
  nothingAsked: `${P}.Refusal.NothingAsked`,
} as const;

