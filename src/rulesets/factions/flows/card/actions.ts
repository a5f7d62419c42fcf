import { STUNT_COMMANDS } from "./stunt-keys";
import { REDIRECT_COMMANDS } from "./redirect-keys";
import { NON_LETHAL_COMMANDS } from "../non-lethal/non-lethal-keys";

/** The factions attack card's buttons, each named by the GM command it asks for. */
export const CARD_COMMANDS = {
  rollDamage: "factionsRollDamage",
  undo: "factionsUndoAttack",
  dodge: "factionsDodge",
  counter: "factionsCounter",
  noReaction: "factionsNoReaction",
  ...REDIRECT_COMMANDS,
  ...STUNT_COMMANDS,
  ...NON_LETHAL_COMMANDS,
} as const;

export type CardAction = keyof typeof CARD_COMMANDS;
