/**
 * The morale card's buttons: whispered to the GMs, and every button is the GM's (a player who sees
 * one anyway may not press it, and the GM's step refuses a player). "Note Intimidation" first asks the
 * GM which monster and what total, in a small dialog.
 */
import { combatById } from "../../../../foundry/actors/combatant-of";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import { askForm } from "../../../../foundry/form-dialog";
import { translate } from "../../../../foundry/i18n";
import type { DeclaredMoraleRecord } from "../../schema/morale-card";
import { DECLARED_MORALE_INTIMIDATION_TEMPLATE, MORALE_CARD } from "./morale-card";
import { MORALE_CARD_KEY } from "./morale-card-view";
import { MORALE_COMMANDS } from "./morale-steps";
import { fightingMonsters } from "./morale-roster";

const isCommand = (action: string): action is keyof typeof MORALE_COMMANDS => action in MORALE_COMMANDS;

/** The GM picks the monster and types the Intimidation total; null when the dialog is closed. */
async function askIntimidation(record: DeclaredMoraleRecord): Promise<{ combatantId: string; total: number } | null> {
  const combat = combatById(record.combatId);
  const monsters = combat ? fightingMonsters(combat).map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "" })) : [];
  const view = { monsters, labels: { monster: translate(`${MORALE_CARD_KEY}.Monster`), total: translate(`${MORALE_CARD_KEY}.IntimidationTotal`) } };
  const form = await askForm(DECLARED_MORALE_INTIMIDATION_TEMPLATE, view, translate(`${MORALE_CARD_KEY}.Intimidate`), {
    action: "note",
    label: translate(`${MORALE_CARD_KEY}.Note`),
  });
  const total = Number(form?.total);
  return form && typeof form.combatantId === "string" && Number.isInteger(total) ? { combatantId: form.combatantId, total } : null;
}

export const moraleButtons: CardButtons<DeclaredMoraleRecord> = {
  card: MORALE_CARD,
  mayUse: () => false,
  open: () => true,
  async click(action, message, record, button) {
    if (!isCommand(action)) return;
    const messageId = message.id ?? "";
    if (action === "intimidate") {
      const noted = await askIntimidation(record);
      return noted ? askGm(MORALE_COMMANDS.intimidate, { messageId, ...noted }) : undefined;
    }
    return askGm(MORALE_COMMANDS[action], { messageId, combatantId: button.dataset.combatantId ?? "" });
  },
};
