/**
 * The classic attack card as it stands, from its record alone: which attack of the round with what and
 * how, the roll and every line behind it, the AC it met and its lines, a shot into a grapple, the
 * confirmation of a threat, what it came to, the damage (formula, lines, roll), the harm applied, and
 * the buttons that still fit.
 */
import type { Translate } from "../../../../core/rules-types";
import { CLASSIC_ATTACK_MODE, CLASSIC_ATTACK_RESULT, CLASSIC_GRAPPLE_SHOT } from "../../rules/attack/labels";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import { CARD_TEXT } from "../attack/keys";
import type { CardAction } from "./actions";

export interface CardLineView {
  label: string;
  value: string;
}

export interface CardButtonView {
  action: CardAction;
  /** Who may press it besides the GM: the attacker's owner, or the GM alone. */
  role: "attacker" | "gm";
  label: string;
  /** For Apply: "lethal" or "nonLethal". */
  type: string;
}

export interface ClassicCardView {
  title: string;
  weapon: string;
  iterative: string;
  formula: string;
  attackLines: CardLineView[];
  acLines: CardLineView[];
  grappleShot: string;
  natural: number;
  total: number;
  versus: string;
  confirmation: string;
  outcome: string;
  result: ClassicAttackRecord["result"];
  damage: { formula: string; lines: CardLineView[]; rolled: string; nonLethalAsked: string } | null;
  applied: { heading: string; lines: string[] } | null;
  undone: string;
  buttons: CardButtonView[];
}

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);
const lineView = (t: Translate) => (line: ClassicAttackRecord["attackLines"][number]): CardLineView => ({ label: t(line.key, line.data), value: signed(line.value) });
/** The AC lines: its parts against the attack as a plain number, then this round's as signed ones. */
const acLineView = (t: Translate) => (line: ClassicAttackRecord["acLines"][number], index: number): CardLineView => ({ label: t(line.key, line.data), value: index === 0 ? `${line.value}` : signed(line.value) });

const RESULT: Record<ClassicAttackRecord["result"], string> = {
  miss: CLASSIC_ATTACK_RESULT.miss,
  hit: CLASSIC_ATTACK_RESULT.hit,
  critical: CLASSIC_ATTACK_RESULT.critical,
  notConfirmed: CLASSIC_ATTACK_RESULT.notConfirmed,
};

function buttonsOf(record: ClassicAttackRecord, t: Translate): CardButtonView[] {
  if (record.undone) return [];
  const buttons: CardButtonView[] = [];
  const button = (action: CardAction, role: CardButtonView["role"], label: string, type = "") => buttons.push({ action, role, label, type });
  if (record.damage && record.damageRolled === null) button("rollDamage", "attacker", t(CARD_TEXT.button.rollDamage, { formula: record.damage.formula }));
  if (record.damageRolled !== null && record.applied === null) {
    if (record.nonLethal) {
      button("apply", "gm", t(CARD_TEXT.button.applyLethal), "lethal");
      button("apply", "gm", t(CARD_TEXT.button.applyNonLethal), "nonLethal");
    } else button("apply", "gm", t(CARD_TEXT.button.apply), "lethal");
  }
  button("undo", "gm", t(CARD_TEXT.button.undo));
  return buttons;
}

function grappleShotText(record: ClassicAttackRecord, t: Translate): string {
  const shot = record.grappleShot;
  if (!shot) return "";
  // The other grappler is named when the GM found it on the scene (the card's target is then it).
  const struck = shot.struck === "intended" ? shot.intended.name : record.target.tokenUuid === shot.intended.tokenUuid ? "" : record.target.name;
  return t(CARD_TEXT.grappleShot, { percentile: shot.percentile, who: t(CLASSIC_GRAPPLE_SHOT[shot.struck]), name: struck ? ` (${struck})` : "" });
}

function damageView(record: ClassicAttackRecord, t: Translate): ClassicCardView["damage"] {
  if (!record.damage) return null;
  return {
    formula: record.damage.formula,
    // A critical's lines are those of one roll: the card says what they were multiplied by.
    lines: [...record.damage.lines.map(lineView(t)), ...(record.damage.multiplier > 1 ? [{ label: t(CARD_TEXT.criticalTimes), value: `×${record.damage.multiplier}` }] : [])],
    rolled: record.damageRolled === null ? "" : t(CARD_TEXT.dealt, { damage: record.damageRolled }),
    nonLethalAsked: record.nonLethal && record.applied === null ? t(CARD_TEXT.nonLethalAsked) : "",
  };
}

export function classicCardView(record: ClassicAttackRecord, t: Translate): ClassicCardView {
  const { applied, confirmation } = record;
  return {
    title: t(record.opportunity ? CARD_TEXT.opportunityTitle : CARD_TEXT.title, { attacker: record.attacker.name, target: record.target.name }),
    weapon: `${record.weaponName} · ${t(CLASSIC_ATTACK_MODE[record.mode])}`,
    iterative: t(CARD_TEXT.iterative, { attack: record.iterative + 1 }),
    formula: record.formula,
    attackLines: record.attackLines.map(lineView(t)),
    acLines: record.acLines.map(acLineView(t)),
    grappleShot: grappleShotText(record, t),
    natural: record.attack.natural,
    total: record.attack.total,
    versus: t(CARD_TEXT.versus, { natural: record.attack.natural, total: record.attack.total, ac: record.armourClass }),
    confirmation: confirmation ? t(CARD_TEXT.confirmation, { natural: confirmation.natural, total: confirmation.total, ac: record.armourClass }) : "",
    outcome: t(RESULT[record.result]),
    result: record.result,
    damage: damageView(record, t),
    applied: applied ? { heading: t(applied.nonLethal ? CARD_TEXT.appliedNonLethal : CARD_TEXT.appliedLethal), lines: applied.lines.map((line) => t(line.key, line.data)) } : null,
    undone: record.undone ? t(CARD_TEXT.undone) : "",
    buttons: buttonsOf(record, t),
  };
}
