/** Every i18n key the factions morale, surrender and chase rules return; English text under FRAY.Factions.Morale. */
const M = "FRAY.Factions.Morale";

/** Why a faction makes a morale check this round. */
export const FACTIONS_MORALE_TRIGGER = {
  halved: `${M}.Trigger.halved`,
  loneWounded: `${M}.Trigger.loneWounded`,
} as const;
export type FactionsMoraleTrigger = keyof typeof FACTIONS_MORALE_TRIGGER;

/** Why a member of a checking faction does not roll. */
export const FACTIONS_MORALE_EXEMPT = {
  immuneToFear: `${M}.Exempt.immuneToFear`,
  passedMorale: `${M}.Exempt.passedMorale`,
  notFighting: `${M}.Exempt.notFighting`,
} as const;
export type FactionsMoraleExemption = keyof typeof FACTIONS_MORALE_EXEMPT;

/** What a failed morale check leaves a character to choose from. */
export const FACTIONS_MORALE_BREAK = {
  surrender: `${M}.Break.surrender`,
  retreat: `${M}.Break.retreat`,
} as const;
export type FactionsMoraleBreak = keyof typeof FACTIONS_MORALE_BREAK;

export const FACTIONS_MORALE_REFUSAL = {
  missingSave: `${M}.Refusal.missingSave`,
  notSurrendered: `${M}.Refusal.notSurrendered`,
  notHarmed: `${M}.Refusal.notHarmed`,
  surrendered: `${M}.Refusal.surrendered`,
} as const;

/** A long chase, per fleeing character. */
export const FACTIONS_CHASE_OUTCOME = {
  escapes: `${M}.Chase.escapes`,
  caught: `${M}.Chase.caught`,
  outpaces: `${M}.Chase.outpaces`,
  outpaced: `${M}.Chase.outpaced`,
} as const;
