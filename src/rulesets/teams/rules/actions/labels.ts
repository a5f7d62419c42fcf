/**
 * Every i18n key the `teams` action economy returns, written out whole so the language check finds
 * each one. English text lives in lang/en.json under FRAY.Teams.Economy.
 */

/** The tracker's and sheet's badges: what is left this turn and what lasts until the next one. */
export const TEAMS_ECONOMY_BADGE = {
  action: "FRAY.Teams.Economy.action",
  reaction: "FRAY.Teams.Economy.reaction",
  extraReaction: "FRAY.Teams.Economy.extraReaction",
  grantedAction: "FRAY.Teams.Economy.grantedAction",
  guarding: "FRAY.Teams.Economy.guarding",
  inCover: "FRAY.Teams.Economy.inCover",
  readied: "FRAY.Teams.Economy.readied",
  /** "Readied: Attack": the readied action's name, by action id. */
  readiedAs: "FRAY.Teams.Economy.Readied.",
  extended: "FRAY.Teams.Economy.extended",
} as const;

/** Why an action or reaction is refused now. */
export const TEAMS_ECONOMY_REFUSAL = {
  notYourTurn: "FRAY.Teams.Economy.Refusal.notYourTurn",
  turnEnded: "FRAY.Teams.Economy.Refusal.turnEnded",
  noActionsLeft: "FRAY.Teams.Economy.Refusal.noActionsLeft",
  finishOrAbandon: "FRAY.Teams.Economy.Refusal.finishOrAbandon",
  alreadyMoved: "FRAY.Teams.Economy.Refusal.alreadyMoved",
  alreadyStepped: "FRAY.Teams.Economy.Refusal.alreadyStepped",
  sprintNeedsMove: "FRAY.Teams.Economy.Refusal.sprintNeedsMove",
  alreadyCommanded: "FRAY.Teams.Economy.Refusal.alreadyCommanded",
  commandNeedsTarget: "FRAY.Teams.Economy.Refusal.commandNeedsTarget",
  notProne: "FRAY.Teams.Economy.Refusal.notProne",
  alreadyProne: "FRAY.Teams.Economy.Refusal.alreadyProne",
  notWithGrantedAction: "FRAY.Teams.Economy.Refusal.notWithGrantedAction",
  notEnoughStamina: "FRAY.Teams.Economy.Refusal.notEnoughStamina",
  notEnoughFocus: "FRAY.Teams.Economy.Refusal.notEnoughFocus",
  noExtendedAction: "FRAY.Teams.Economy.Refusal.noExtendedAction",
  noReactionLeft: "FRAY.Teams.Economy.Refusal.noReactionLeft",
  nothingReadied: "FRAY.Teams.Economy.Refusal.nothingReadied",
  notTheReadiedAction: "FRAY.Teams.Economy.Refusal.notTheReadiedAction",
  notReadyable: "FRAY.Teams.Economy.Refusal.notReadyable",
  noItem: "FRAY.Teams.Economy.Refusal.noItem",
  itemCannotBlock: "FRAY.Teams.Economy.Refusal.itemCannotBlock",
  itemBroken: "FRAY.Teams.Economy.Refusal.itemBroken",
} as const;

/** What the GM is told when a player confirmed an action the economy did not allow. */
export const TEAMS_ECONOMY_OUTCOME = {
  overridden: "FRAY.Teams.Economy.Outcome.overridden",
} as const;
