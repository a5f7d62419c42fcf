/**
 * The declared attack card as it stands, from its record alone: the roll and every line behind it,
 * the Defense it met and its lines, the result, the damage (formula, roll, type, what Armour, Stress
 * and Wound Points took), what going down it caused, the combat injury, and the buttons that still fit.
 */
import type { Translate } from "../../../../core/rules-types";
import { DECLARED_ATTACK_LINE, DECLARED_ATTACK_MODE, DECLARED_ATTACK_RESULT, DECLARED_DAMAGE_LINE, DECLARED_DAMAGE_TYPE_LABEL } from "../../rules/combat/labels";
import { DECLARED_INJURY_GM_DESCRIBES, DECLARED_INJURY_LINE, DECLARED_LIMB_LABEL } from "../../rules/injuries/labels";
import { DECLARED_STATUSES } from "../../rules/condition/statuses";
import type { CardLine, DeclaredAttackRecord } from "../../schema/attack-card";
import { attributeName, CARD_TEXT } from "../attack/keys";
import { CARD_ACTIONS, type CardAction } from "./actions";

export interface CardLineView {
  label: string;
  value: string;
}

export interface CardButtonView {
  action: CardAction;
  /** Who may press it besides the GM: the attacker's owner, the target's, or the GM alone. */
  role: "attacker" | "target" | "gm";
  label: string;
  type: string;
  weaponId: string;
}

export interface DeclaredCardView {
  title: string;
  weapon: string;
  formula: string;
  attackLines: CardLineView[];
  total: number;
  defenseLines: CardLineView[];
  defense: number;
  versus: string;
  outcome: string;
  result: DeclaredAttackRecord["result"];
  damage: { formula: string; lines: CardLineView[]; rolled: number | null; type: string; chooser: string } | null;
  applied: { lines: CardLineView[]; notices: string[] } | null;
  injury: { lines: CardLineView[]; text: string[] } | null;
  buttons: CardButtonView[];
}

/** Lines that show a die's face, a score or a total rather than something added: no sign. */
const PLAIN: ReadonlySet<string> = new Set([
  DECLARED_ATTACK_LINE.natural,
  DECLARED_ATTACK_LINE.defense,
  DECLARED_DAMAGE_LINE.rolled,
  DECLARED_DAMAGE_LINE.critical,
  DECLARED_INJURY_LINE.check,
  DECLARED_INJURY_LINE.table,
  ...Object.values(DECLARED_LIMB_LABEL),
]);
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
const lineView = (t: Translate) => (line: CardLine): CardLineView => ({ label: t(line.key, line.data), value: PLAIN.has(line.key) ? `${line.value}` : signed(line.value) });

/** What the card's target may do now, as the GM's client finds it when storing the card. */
export interface CardOffers {
  /** The melee weapons it may riposte with (none when no riposte is offered). */
  riposte: readonly { id: string; name: string }[];
}

function buttonsOf(record: DeclaredAttackRecord, offers: CardOffers, t: Translate): CardButtonView[] {
  const buttons: CardButtonView[] = [];
  const button = (action: CardAction, role: CardButtonView["role"], label: string, type = "", weaponId = "") => buttons.push({ action, role, label, type, weaponId });
  for (const weapon of offers.riposte) button(CARD_ACTIONS.riposte, "target", t(CARD_TEXT.button.riposte, { weapon: weapon.name }), "", weapon.id);
  if (record.result === "miss") return buttons;
  const { chooser, choices } = record.damage;
  if (record.damageRolled === null) button(CARD_ACTIONS.rollDamage, "attacker", t(CARD_TEXT.button.rollDamage, { formula: record.damage.formula }));
  if (record.damageType === null && chooser !== null) for (const type of choices) button(CARD_ACTIONS.chooseType, chooser === "attacker" ? "attacker" : "gm", t(DECLARED_DAMAGE_TYPE_LABEL[type]), type);
  if (record.applied === null && record.damageRolled !== null && record.damageType !== null) button(CARD_ACTIONS.apply, "gm", t(CARD_TEXT.button.apply));
  if (record.applied?.injuryCheck === true && record.injury === null) button(CARD_ACTIONS.injury, "gm", t(CARD_TEXT.button.injury, { damage: record.applied.toWounds }));
  if (record.applied !== null) button(CARD_ACTIONS.undo, "gm", t(CARD_TEXT.button.undo));
  return buttons;
}

function damageView(record: DeclaredAttackRecord, t: Translate): DeclaredCardView["damage"] {
  if (record.result === "miss") return null;
  const { formula, lines, multiplier, chooser } = record.damage;
  // Before it is applied, a critical says what it will multiply by.
  const critical = record.result === "critical" ? [{ label: t(DECLARED_DAMAGE_LINE.critical, { multiplier }), value: "" }] : [];
  return {
    formula,
    lines: [...lines.map(lineView(t)), ...critical],
    rolled: record.damageRolled,
    type: record.damageType === null ? "" : t(CARD_TEXT.dealtAs, { type: t(DECLARED_DAMAGE_TYPE_LABEL[record.damageType]) }),
    chooser: record.damageType === null && chooser !== null ? t(CARD_TEXT.chooser[chooser]) : "",
  };
}

function injuryView(record: DeclaredAttackRecord, t: Translate): DeclaredCardView["injury"] {
  const injury = record.injury;
  if (!injury) return null;
  const text: string[] = [];
  if (!injury.injured) text.push(t(CARD_TEXT.noInjury));
  if (injury.gmDescribes) text.push(t(DECLARED_INJURY_GM_DESCRIBES));
  if (injury.name) text.push(t(CARD_TEXT.injury, { name: t(injury.name), limb: injury.limb ? ` (${t(DECLARED_LIMB_LABEL[injury.limb])})` : "" }), t(injury.effect));
  const damage = injury.attributeDamage;
  if (damage) {
    const attributes = damage.attributes.map((id) => t(attributeName(id))).join(", ");
    text.push(t(CARD_TEXT.attributeDamage, { total: damage.total, formula: damage.formula, attributes }));
  }
  if (injury.statuses.length > 0) text.push(t(CARD_TEXT.statuses, { statuses: injury.statuses.map((id) => t(statusName(id))).join(", ") }));
  return { lines: injury.lines.map(lineView(t)), text };
}

const statusName = (id: string) => DECLARED_STATUSES.find((status) => status.id === id)?.name ?? id;

export function declaredCardView(record: DeclaredAttackRecord, t: Translate, offers: CardOffers = { riposte: [] }): DeclaredCardView {
  const line = lineView(t);
  const applied = record.applied;
  return {
    title: t(record.riposte ? CARD_TEXT.riposteTitle : CARD_TEXT.title, { attacker: record.attacker.name, target: record.target.name }),
    weapon: `${record.weaponName} · ${t(DECLARED_ATTACK_MODE[record.mode])}`,
    formula: record.attack.formula,
    attackLines: record.attack.lines.map(line),
    total: record.attack.total,
    // Defense alone needs no breakdown above its total.
    defenseLines: record.defenseLines.length > 1 ? record.defenseLines.map(line) : [],
    defense: record.defense,
    versus: t(CARD_TEXT.versus, { total: record.attack.total, defense: record.defense }),
    outcome: t(DECLARED_ATTACK_RESULT[record.result]),
    result: record.result,
    damage: damageView(record, t),
    applied: applied ? { lines: applied.lines.map(line), notices: [...(applied.toWounds === 0 && record.result === "critical" ? [t(CARD_TEXT.armourStopped)] : []), ...applied.notices.map((key) => t(key))] } : null,
    injury: injuryView(record, t),
    buttons: buttonsOf(record, offers, t),
  };
}
