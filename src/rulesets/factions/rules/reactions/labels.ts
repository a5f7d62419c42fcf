/** Every i18n key the factions reaction rules return; English text lives under FRAY.Factions.Reaction in lang/en.json. */
const R = "FRAY.Factions.Reaction";

/** The reactions the chapter names; each spends the reactor's whole turn for the round. */
export const FACTIONS_REACTION = {
  dodge: `${R}.dodge`,
  counter: `${R}.counter`,
  hideBehind: `${R}.hideBehind`,
  guard: `${R}.guard`,
  opportunity: `${R}.opportunity`,
} as const;
export type FactionsReaction = keyof typeof FACTIONS_REACTION;

/** Why a character may not react (or not this way) right now. */
export const FACTIONS_REACTION_REFUSAL = {
  unaware: `${R}.Refusal.unaware`,
  alreadyActed: `${R}.Refusal.alreadyActed`,
  unable: `${R}.Refusal.unable`,
  missed: `${R}.Refusal.missed`,
  witSavePending: `${R}.Refusal.witSavePending`,
  damageRolled: `${R}.Refusal.damageRolled`,
  stuntPending: `${R}.Refusal.stuntPending`,
  stuntAccepted: `${R}.Refusal.stuntAccepted`,
  opportunityAttack: `${R}.Refusal.opportunityAttack`,
  guarded: `${R}.Refusal.guarded`,
  notNearby: `${R}.Refusal.notNearby`,
  notEnemy: `${R}.Refusal.notEnemy`,
  notMovingAway: `${R}.Refusal.notMovingAway`,
  declined: `${R}.Refusal.declined`,
  alreadyTargeted: `${R}.Refusal.alreadyTargeted`,
  counterTaken: `${R}.Refusal.counterTaken`,
  noSuitableAttack: `${R}.Refusal.noSuitableAttack`,
  noOneToHideBehind: `${R}.Refusal.noOneToHideBehind`,
} as const;

/** What a reaction did, for the card. */
export const FACTIONS_REACTION_OUTCOME = {
  dodged: `${R}.Outcome.dodged`,
  dodgeFailed: `${R}.Outcome.dodgeFailed`,
  attackerHitFirst: `${R}.Outcome.attackerHitFirst`,
  defenderHitFirst: `${R}.Outcome.defenderHitFirst`,
  together: `${R}.Outcome.together`,
  moveResumes: `${R}.Outcome.moveResumes`,
  moveStops: `${R}.Outcome.moveStops`,
} as const;
