/**
 * The attack card's view of a non-lethal attack: what it is (a disarm or a grapple, no damage), the
 * target's STR save and what it left (the weapon dropped, the target grabbed), and in place of Roll
 * damage the attacker's Resolve buttons — for a disarm one per weapon the target held, so the attacker
 * picks which one it must drop.
 */
import type { Translate } from "../../../../core/rules-types";
import type { CardButtonView } from "../../../../foundry/cards/card-view";
import { FACTIONS_NON_LETHAL } from "../../rules/attack/labels";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { CardAction } from "../card/actions";
import type { FactionsCardView } from "../card/card-view-shape";
import { liveHold, type HoldSide } from "./card-hold";
import { awaitsSave } from "./non-lethal-steps";
import { HOLD_TEXT, NON_LETHAL_TEXT } from "./non-lethal-keys";

/** A card button that also names a weapon (`data-type`). */
export type NamedButton = CardButtonView<CardAction> & { type?: string };

export interface NonLethalCardView {
  nonLethal: string[];
}

type NonLethal = NonNullable<FactionsAttackRecord["nonLethal"]>;

/** The Resolve buttons of a disarm or grapple (by `by`, made `on` someone): one per weapon held for a disarm. */
export function resolveButtons(nonLethal: NonLethal, t: Translate, by: { action: CardAction; role: NamedButton["role"]; on: string }): NamedButton[] {
  const resolve = (label: string, type?: string): NamedButton => ({ action: by.action, role: by.role, label, ...(type ? { type } : {}) });
  if (nonLethal.kind === "grapple") return [resolve(t(NON_LETHAL_TEXT.button.grapple, { target: by.on }))];
  if (nonLethal.weapons.length === 0) return [resolve(t(NON_LETHAL_TEXT.button.disarmNothing, { target: by.on }))];
  return nonLethal.weapons.map((weapon) => resolve(t(NON_LETHAL_TEXT.button.disarm, { weapon: weapon.name }), weapon.id));
}

/**
 * The hold's buttons while the hold on this side of the card lasts: the grabber's Shove (half a zone, into a
 * hazard) and Release, the grabbed's Break free (the target's after a grapple counter: card-hold.ts).
 */
export function holdButtons(record: FactionsAttackRecord, side: HoldSide, t: Translate): NamedButton[] {
  // One hold at a time is offered (the attack's own first): the steps act on that one.
  const hold = liveHold(record);
  if (!hold || hold.side !== side) return [];
  const { button } = HOLD_TEXT;
  const { grabber, grabbed } = hold.roles;
  return [
    { action: "shove", role: grabber, label: t(button.shoveHalfZone), type: "halfZone" },
    { action: "shove", role: grabber, label: t(button.shoveHazard), type: "hazard" },
    { action: "release", role: grabber, label: t(button.release) },
    { action: "breakFree", role: grabbed, label: t(button.breakFree, { target: hold.grabbed.name }) },
  ];
}

/** What became of the hold, a break-free save's result translated from its key. */
export const holdLine = (t: Translate) => (line: NonLethal["holdLines"][number]) => {
  const result = typeof line.data.result === "string" ? t(line.data.result, line.data) : "";
  return t(line.key, { ...line.data, result });
};

/** A disarm or grapple in words: what it asks, the STR save, what it left (`attacker` made it at `target`). */
export function nonLethalLines(parties: { attacker: string; target: string }, nonLethal: NonLethal, t: Translate): string[] {
  const names = { ...parties, weapon: nonLethal.droppedName };
  const lines = [t(NON_LETHAL_TEXT.explain[nonLethal.kind], names)];
  const save = nonLethal.strSave;
  if (save) lines.push(t(NON_LETHAL_TEXT.strSave, { ...names, result: t(save.reason.key, save.reason.data) }));
  // The save's end in words, unless the weapon dropped or the grab says it better.
  if (nonLethal.result && !nonLethal.droppedId && !nonLethal.grabbed) lines.push(t(nonLethal.result.key, nonLethal.result.data));
  if (nonLethal.droppedId) lines.push(t(NON_LETHAL_TEXT.dropped, names));
  if (nonLethal.grabbed) lines.push(t(NON_LETHAL_TEXT.grabbed, names));
  return lines;
}

export function withNonLethal<V extends FactionsCardView>(record: FactionsAttackRecord, t: Translate, view: V): V & NonLethalCardView {
  const nonLethal = record.nonLethal;
  if (!nonLethal) return { ...view, nonLethal: [] };
  const kept = view.buttons.filter((button) => button.action !== "rollDamage");
  const resolve = awaitsSave(record) ? resolveButtons(nonLethal, t, { action: "resolveNonLethal", role: "attacker", on: record.target.name }) : [];
  const buttons: NamedButton[] = record.undone ? kept : [...resolve, ...holdButtons(record, "nonLethal", t), ...kept];
  const lines = [...nonLethalLines({ attacker: record.attacker.name, target: record.target.name }, nonLethal, t), ...nonLethal.holdLines.map(holdLine(t))];
  return { ...view, weapon: t(FACTIONS_NON_LETHAL[nonLethal.kind]), formula: "", impaired: "", nonLethal: lines, buttons };
}
