/**
 * The attack card's view of a counter made with a disarm or a grapple: while Counter is on offer, two
 * more buttons for the target's owner (Counter: disarm, Counter: grapple); once made, what it asks of the
 * attacker, its STR save and what it left, and the target's owner's Resolve buttons (a disarm: one per
 * weapon the attacker held, so the countering player picks) while it waits (counterAwaitsSave).
 */
import type { Translate } from "../../../../core/rules-types";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { FactionsCardView } from "../card/card-view-shape";
import { counterAwaitsSave, mayCounterBareHanded } from "./counter-hold";
import { NON_LETHAL_TEXT } from "./non-lethal-keys";
import { holdButtons, holdLine, nonLethalLines, resolveButtons, type NamedButton, type NonLethalCardView } from "./non-lethal-view";

function choices(record: FactionsAttackRecord, t: Translate): NamedButton[] {
  if (record.reaction !== "offered" || !record.reactions.includes("counter") || !mayCounterBareHanded(record)) return [];
  const { button } = NON_LETHAL_TEXT.counter;
  return [
    { action: "counter", role: "target", type: "disarm", label: t(button.disarm, { attacker: record.attacker.name }) },
    { action: "counter", role: "target", type: "grapple", label: t(button.grapple, { attacker: record.attacker.name }) },
  ];
}

export function withNonLethalCounter<V extends FactionsCardView & NonLethalCardView>(record: FactionsAttackRecord, t: Translate, view: V): V {
  const own = record.counterNonLethal;
  if (record.undone || (!own && record.reaction !== "offered")) return view;
  // The counterer made it at the attacker: the parties swap.
  const parties = { attacker: record.target.name, target: record.attacker.name };
  const lines = own ? [t(NON_LETHAL_TEXT.counter.explain, parties), ...nonLethalLines(parties, own, t), ...own.holdLines.map(holdLine(t))] : [];
  const awaits = own && counterAwaitsSave(record) ? resolveButtons(own, t, { action: "resolveCounter", role: "target", on: record.attacker.name }) : [];
  // The hold the counter's grapple left: the target grabs the attacker.
  const resolve = [...awaits, ...holdButtons(record, "counterNonLethal", t)];
  const at = view.buttons.findIndex((button) => button.action === "counter") + 1;
  const buttons = at > 0 ? [...view.buttons.slice(0, at), ...choices(record, t), ...view.buttons.slice(at)] : [...resolve, ...view.buttons];
  return { ...view, nonLethal: [...view.nonLethal, ...lines], buttons };
}
