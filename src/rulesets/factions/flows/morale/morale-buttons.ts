/**
 * The morale card's buttons: whispered to the GMs, and every button is the GM's (a player who sees one
 * anyway may not press it, and the GM's step refuses a player).
 */
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import { FACTIONS_MORALE_CARD } from "./morale-card";
import type { FactionsMoraleRecord } from "../../schema/morale-card";
import { FACTIONS_MORALE_COMMANDS } from "./morale-steps";

const isCommand = (action: string): action is keyof typeof FACTIONS_MORALE_COMMANDS => action in FACTIONS_MORALE_COMMANDS;

export const factionsMoraleButtons: CardButtons<FactionsMoraleRecord> = {
  card: FACTIONS_MORALE_CARD,
  mayUse: () => false,
  open: () => true,
  async click(action, message, _record, button) {
    if (!isCommand(action)) return;
    const { factionKey, combatantId } = button.dataset;
    return askGm(FACTIONS_MORALE_COMMANDS[action], { messageId: message.id ?? "", factionKey: factionKey ?? "", combatantId: combatantId ?? "" });
  },
};
