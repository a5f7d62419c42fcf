/** The factions attack card's buttons, each named by the GM command it asks for. */
export const CARD_COMMANDS = {
  rollDamage: "factionsRollDamage",
  undo: "factionsUndoAttack",
  dodge: "factionsDodge",
  counter: "factionsCounter",
  noReaction: "factionsNoReaction",
} as const;

export type CardAction = keyof typeof CARD_COMMANDS;
