/** Every i18n key the factions actions return; English text lives under FRAY.Factions.Action and FRAY.Factions.Economy. */
const R = "FRAY.Factions.Action.Refusal";

/** Why an action cannot be taken now. */
export const FACTIONS_ACTION_REFUSAL = {
  notYourTurn: `${R}.notYourTurn`,
  reacted: `${R}.reacted`,
  surrendered: `${R}.surrendered`,
  mainSpent: `${R}.mainSpent`,
  secondBonusTaken: `${R}.secondBonusTaken`,
  actionsSpent: `${R}.actionsSpent`,
  swapNeedsTwoBonus: `${R}.swapNeedsTwoBonus`,
  moveSpent: `${R}.moveSpent`,
  entangled: `${R}.entangled`,
  armourLocked: `${R}.armourLocked`,
  reactionOnOwnTurn: `${R}.reactionOnOwnTurn`,
  reactionAfterActing: `${R}.reactionAfterActing`,
  surrenderNeedsWholeTurn: `${R}.surrenderNeedsWholeTurn`,
} as const;

/** The tracker's badges of what a character has left this round. */
export const FACTIONS_ECONOMY_BADGE = {
  bonus: "FRAY.Factions.Economy.bonus",
  main: "FRAY.Factions.Economy.main",
  move: "FRAY.Factions.Economy.move",
  reaction: "FRAY.Factions.Economy.reaction",
} as const;

/** The things a turn is spent on, as the sheet's buttons name them. */
export const FACTIONS_TURN_ACTION_LABEL = {
  pickUpOrPutDown: "FRAY.Factions.Action.pickUpOrPutDown",
  equip: "FRAY.Factions.Action.equip",
  swapItems: "FRAY.Factions.Action.swapItems",
  useConsumable: "FRAY.Factions.Action.useConsumable",
  interact: "FRAY.Factions.Action.interact",
  speak: "FRAY.Factions.Action.speak",
  complexInteraction: "FRAY.Factions.Action.complexInteraction",
  attack: "FRAY.Factions.Action.attack",
  surrender: "FRAY.Factions.Action.surrender",
  changeArmour: "FRAY.Factions.Action.changeArmour",
  move: "FRAY.Factions.Action.move",
} as const;
