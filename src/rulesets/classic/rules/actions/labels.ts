/** Every i18n key the classic actions return; English text lives under FRAY.Classic.Action and FRAY.Classic.Economy in lang/en.json. */
const R = "FRAY.Classic.Action.Refusal";

/** Why an action cannot be taken now. */
export const CLASSIC_ACTION_REFUSAL = {
  notYourTurn: `${R}.notYourTurn`,
  fullRoundTaken: `${R}.fullRoundTaken`,
  fullRoundNeedsWholeTurn: `${R}.fullRoundNeedsWholeTurn`,
  moveSpent: `${R}.moveSpent`,
  oneFiveFootStep: `${R}.oneFiveFootStep`,
  standardSpent: `${R}.standardSpent`,
  standardGivenUp: `${R}.standardGivenUp`,
  attacksTaken: `${R}.attacksTaken`,
  attacksSpent: `${R}.attacksSpent`,
  swiftSpent: `${R}.swiftSpent`,
  sameFreeAction: `${R}.sameFreeAction`,
  immediateSpent: `${R}.immediateSpent`,
  immediateExclusive: `${R}.immediateExclusive`,
  doesNotThreaten: `${R}.doesNotThreaten`,
} as const;

/** The three kinds of immediate action, as a refusal names the one that shuts the others. */
export const CLASSIC_IMMEDIATE_KIND = {
  opportunity: "FRAY.Classic.Action.Immediate.opportunity",
  counterspell: "FRAY.Classic.Action.Immediate.counterspell",
  other: "FRAY.Classic.Action.Immediate.other",
} as const;

/** The tracker's badges of what a creature has left. */
export const CLASSIC_ECONOMY_BADGE = {
  move: "FRAY.Classic.Economy.move",
  standard: "FRAY.Classic.Economy.standard",
  swift: "FRAY.Classic.Economy.swift",
  immediate: "FRAY.Classic.Economy.immediate",
} as const;
