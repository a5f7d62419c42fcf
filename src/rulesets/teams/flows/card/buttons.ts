/**
 * The attack card's buttons on every client: the target's owner sees its reactions and, after the
 * damage, fortify or the death test; an ally's owner sees its Intercept; the GM sees every button (Apply and Undo are the GM's). A click
 * names only the card and the choice; the GM carries it out (the card's steps).
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import type { CardButtons } from "../../../../foundry/cards";
import type { TeamsAttackRecord } from "../../schema/cards";
import { TEAMS_ATTACK_CARD } from "./card-type";
import { appliedStep, reactedOf } from "./record";
import { CARD_COMMANDS } from "./step-base";
import { cardTarget } from "./target-state";

/** The token the card's target buttons are for: the applied step's, else the one the attack ended on. */
function targetTokenOf(record: TeamsAttackRecord): string | null {
  return appliedStep(record)?.tokenUuid ?? reactedOf(record)?.outcome.targetId ?? null;
}

const isCommand = (action: string): action is keyof typeof CARD_COMMANDS => action in CARD_COMMANDS;

export const teamsAttackButtons: CardButtons<TeamsAttackRecord> = {
  card: TEAMS_ATTACK_CARD,
  mayUse(role, record, user, button) {
    // An Intercept button is for the owner of the ally it names.
    if (role === "ally") return mayActFor(user, tokenFromUuidSync(button.dataset.tokenUuid)?.actor);
    const tokenUuid = targetTokenOf(record);
    const target = tokenUuid ? cardTarget(record, tokenUuid) : null;
    return role === "target" && mayActFor(user, target?.actor);
  },
  open: () => true,
  async click(action, message, _record, button) {
    if (!isCommand(action)) return;
    const { reaction, itemId, tokenUuid } = button.dataset;
    return askGm(CARD_COMMANDS[action], { messageId: message.id ?? "", ...(reaction ? { reaction } : {}), ...(itemId ? { itemId } : {}), ...(tokenUuid ? { tokenUuid } : {}) });
  },
};
