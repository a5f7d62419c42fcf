/**
 * The factions attack card as it stands, from its record alone: who attacked whom with what and how,
 * the WIT save to hit and why it was needed (or that the attack hit automatically), hit or miss, a final
 * blow, the damage formula and why it is impaired, the damage lines, a weapon that broke, and the
 * buttons that still fit.
 */
import type { Translate } from "../../../../core/rules-types";
import { heavyBlowLines } from "../gear/heavy-blow-view";
import { poisonHitLines } from "../poison/poison-hit";
import { FACTIONS_ATTACK_KIND } from "../../rules/attack/labels";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import { CARD_TEXT } from "../attack/keys";
import type { CardButtonView as SharedButtonView, CardLineView } from "../../../../foundry/cards/card-view";
import type { FactionsCardView } from "./card-view-shape";
import type { CardAction } from "./actions";
import { withStunt } from "./stunt-view";
import { counterText } from "./counter-view";
import { withRedirect } from "./redirect-view";
import { withNonLethal } from "../non-lethal/non-lethal-view";
import { withNonLethalCounter } from "../non-lethal/counter-hold-view";

type CardButtonView = SharedButtonView<CardAction>;

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

function buttonsOf(record: FactionsAttackRecord, t: Translate): CardButtonView[] {
  if (record.undone) return [];
  const buttons: CardButtonView[] = [];
  if (record.reaction === "offered") {
    for (const reaction of record.reactions) buttons.push({ action: reaction, role: "target", label: t(CARD_TEXT.button[reaction]) });
    buttons.push({ action: "noReaction", role: "target", label: t(CARD_TEXT.button.noReaction) });
  } else if (record.hit && !record.finalBlow && record.damageRolled === null) buttons.push({ action: "rollDamage", role: "attacker", label: t(CARD_TEXT.button.rollDamage, { formula: record.formula }) });
  buttons.push({ action: "undo", role: "gm", label: t(CARD_TEXT.button.undo) });
  return buttons;
}

const lineView = (t: Translate) => (line: FactionsAttackRecord["lines"][number]): CardLineView => ({ label: t(line.key, line.data), value: signed(line.value) });

function reactionText(record: FactionsAttackRecord, t: Translate): string[] {
  const names = { target: record.target.name, attacker: record.attacker.name };
  switch (record.reaction) {
    case "offered":
      return [t(CARD_TEXT.reactionOffered, names)];
    case "declined":
      return [t(CARD_TEXT.declined, names)];
    case "dodge":
      return record.dodgeSave ? [t(CARD_TEXT.dodgeSave, { ...names, result: t(record.dodgeSave.reason.key, record.dodgeSave.reason.data) })] : [];
    case "counter":
      return record.counter ? counterText(record.counter, names, t) : [];
    default:
      return [];
  }
}

function outcomeOf(record: FactionsAttackRecord, t: Translate): string {
  const names = { attacker: record.attacker.name, target: record.target.name };
  if (record.finalBlow) return t(CARD_TEXT.finalBlow, names);
  return t(record.hit ? CARD_TEXT.hit : CARD_TEXT.miss, names);
}

/** What the hit left: the target down or dead, the weapon broken. */
function afterHit(record: FactionsAttackRecord, t: Translate): string[] {
  if (!record.applied || record.undone) return [];
  const names = { target: record.target.name, weapon: record.weaponName };
  const health = record.lines.find((line) => line.key.endsWith(".Health"));
  const down = health !== undefined && record.applied.health + health.value <= 0 && !record.finalBlow;
  return [...(record.finalBlow ? [t(CARD_TEXT.killed, names)] : []), ...(down ? [t(CARD_TEXT.incapacitated, names)] : []), ...(record.weaponBroke ? [t(CARD_TEXT.weaponBroke, names)] : []), ...heavyBlowLines(record, t), ...poisonHitLines(record, t)];
}

export function factionsCardView(record: FactionsAttackRecord, t: Translate): FactionsCardView {
  const save = record.witSave;
  // Stunts, non-lethal attacks, hide behind and guard add their lines and buttons (stunt-view.ts, non-lethal-view.ts, redirect-view.ts).
  return withRedirect(record, t, withNonLethalCounter(record, t, withNonLethal(record, t, withStunt(record, t, {
    title: t(CARD_TEXT.title, { attacker: record.attacker.name, target: record.target.name }),
    weapon: `${record.weaponName} · ${t(FACTIONS_ATTACK_KIND[record.kind])}`,
    witBecause: record.witSaveBecause.map((reason) => t(reason.key, reason.data)),
    witSave: save ? t(CARD_TEXT.witSave, { natural: save.natural, score: save.score, result: t(save.reason.key, save.reason.data) }) : record.finalBlow ? "" : t(CARD_TEXT.automatic),
    outcome: outcomeOf(record, t),
    hit: record.hit,
    impaired: record.impairedBy.length > 0 && record.hit && !record.finalBlow ? t(CARD_TEXT.impaired, { because: record.impairedBy.map((reason) => t(reason.key, reason.data)).join(", ") }) : "",
    formula: record.hit && !record.finalBlow ? t(CARD_TEXT.damage, { formula: record.formula }) : "",
    lines: record.lines.map(lineView(t)),
    reaction: reactionText(record, t),
    counterLines: (record.counter?.lines ?? []).map(lineView(t)),
    afterHit: afterHit(record, t),
    undone: record.undone ? t(CARD_TEXT.undone) : "",
    buttons: buttonsOf(record, t),
  }))));
}
