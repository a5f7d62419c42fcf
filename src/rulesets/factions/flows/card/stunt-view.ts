/**
 * The attack card's view with its stunt: Propose a stunt for the attacker while one still fits (after the
 * WIT save, before a reaction is chosen or damage rolled); while the stunt waits on the GM or the target,
 * only its own answers (and Undo) are on the card; once accepted, its effect in place of damage, which
 * the GM applies by hand. The player's words go to the template as text, escaped there.
 */
import type { Translate } from "../../../../core/rules-types";
import type { CardButtonView } from "../../../../foundry/cards/card-view";
import { FACTIONS_STUNT } from "../../rules/attack/labels";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { CardAction } from "./actions";
import type { FactionsCardView } from "./card-view-shape";
import { stuntFits } from "./stunt-steps";
import { STUNT_TEXT } from "./stunt-keys";

type StuntAction = keyof typeof STUNT_TEXT.button;

/** What the card's view gains from a stunt: its lines. */
export interface StuntCardView {
  stunt: string[];
}

const button = (action: StuntAction, role: "attacker" | "target" | "gm", t: Translate): CardButtonView<CardAction> => ({ action, role, label: t(STUNT_TEXT.button[action]) });

/** Only Undo stays while a stunt is open or accepted. */
const undoOnly = (buttons: FactionsCardView["buttons"]) => buttons.filter((b) => b.action === "undo");

function stuntButtons(record: FactionsAttackRecord, buttons: FactionsCardView["buttons"], t: Translate): FactionsCardView["buttons"] {
  if (record.undone) return buttons;
  switch (record.stunt?.step) {
    case undefined:
      return stuntFits(record) && (record.reaction === "offered" || record.reaction === "none") ? [button("proposeStunt", "attacker", t), ...buttons] : buttons;
    case "proposed":
      return [button("approveStunt", "gm", t), button("vetoStunt", "gm", t), ...undoOnly(buttons)];
    case "approved":
      return [button("acceptStunt", "target", t), button("refuseStunt", "target", t), ...undoOnly(buttons)];
    case "accepted":
      return undoOnly(buttons);
    default:
      return buttons;
  }
}

export function withStunt<V extends FactionsCardView>(record: FactionsAttackRecord, t: Translate, view: V): V & StuntCardView {
  const stunt = record.stunt;
  const buttons = stuntButtons(record, view.buttons, t);
  if (!stunt) return { ...view, buttons, stunt: [] };
  const names = { attacker: record.attacker.name, target: record.target.name, effect: stunt.effect };
  const lines = [t(STUNT_TEXT.proposes, names), t(FACTIONS_STUNT[stunt.step], names)];
  // While it waits on the GM or the target, the reactions wait too.
  if (stunt.step === "proposed" || stunt.step === "approved") return { ...view, buttons, reaction: [], stunt: lines };
  if (stunt.step !== "accepted") return { ...view, buttons, stunt: lines };
  // Accepted: no reaction, no damage; the GM applies the effect by hand.
  return { ...view, buttons, formula: "", reaction: [], stunt: [...lines, t(STUNT_TEXT.byHand, names)] };
}
