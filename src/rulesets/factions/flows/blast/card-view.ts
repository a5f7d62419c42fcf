/**
 * The factions blast card as it stands, from its record alone: who set off what, where it was aimed
 * (or at whom, with no zones), the WIT save or that none was needed, a miss's deviation (the die and the
 * numbered neighbouring zones, the face rolled), where it went off, and each target's row: its dodge or
 * counter, its damage lines, down. The buttons that still fit: each target's Dodge and (while nobody has
 * countered) Counter, Roll damage, Undo.
 */
import type { Translate } from "../../../../core/rules-types";
import type { CardButtonView, CardLineView } from "../../../../foundry/cards/card-view";
import { FACTIONS_ATTACK_KIND } from "../../rules/attack/labels";
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import { counterText } from "../card/counter-view";
import { blastVoided } from "./voided";
import { BLAST_TEXT, type BlastAction } from "./keys";

export interface BlastTargetView {
  name: string;
  notes: string[];
  lines: CardLineView[];
  /** Its counter's blow on the attacker, under a line naming who took it. */
  counterHead: string;
  counterLines: CardLineView[];
}

export interface BlastCardView {
  title: string;
  weapon: string;
  aim: string;
  witBecause: string[];
  witSave: string;
  outcome: string;
  hit: boolean;
  deviation: string[];
  landed: string;
  formula: string;
  targets: BlastTargetView[];
  afterHit: string[];
  undone: string;
  buttons: CardButtonView<BlastAction>[];
}

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** A target may still react: damage not rolled yet, and it has neither dodged nor countered. */
export const mayStillDodge = (record: FactionsBlastRecord, target: BlastTargetRecord) => !record.undone && !record.damageDone && target.dodgeSave === null && target.counter === null;

/** Counter is on offer to a target that may still react, not the attacker, while nobody has countered (one target only). */
const mayCounter = (record: FactionsBlastRecord, target: BlastTargetRecord) =>
  mayStillDodge(record, target) && target.tokenUuid !== record.attacker.tokenUuid && !record.targets.some((other) => other.counter !== null);

const namedButton = (action: "dodge" | "counter", target: BlastTargetRecord, t: Translate) => ({ action, role: "named" as const, token: target.tokenUuid, label: t(BLAST_TEXT.button[action], { name: target.name }) });

function buttonsOf(record: FactionsBlastRecord, t: Translate): CardButtonView<BlastAction>[] {
  if (record.undone) return [];
  if (blastVoided(record)) return [{ action: "undo", role: "gm", label: t(BLAST_TEXT.button.undo) }];
  const dodges = record.targets.flatMap((target) => [
    ...(mayStillDodge(record, target) ? [namedButton("dodge", target, t)] : []),
    ...(mayCounter(record, target) ? [namedButton("counter", target, t)] : []),
  ]);
  const roll = !record.damageDone && record.targets.length > 0 ? [{ action: "rollDamage" as const, role: "attacker" as const, label: t(BLAST_TEXT.button.rollDamage, { formula: record.formula }) }] : [];
  return [...dodges, ...roll, { action: "undo", role: "gm", label: t(BLAST_TEXT.button.undo) }];
}

function deviationOf(record: FactionsBlastRecord, t: Translate): string[] {
  if (!record.deviationDie) return [];
  const options = record.deviationOptions.map((o) => `${o.face}: ${o.name}`).join(", ");
  return [t(BLAST_TEXT.deviation, { die: record.deviationDie, options }), ...(record.deviationFace !== null ? [t(BLAST_TEXT.deviationFace, { face: record.deviationFace })] : [])];
}

function landedOf(record: FactionsBlastRecord, t: Translate): string {
  if (record.landedZone) return t(BLAST_TEXT.landed, { zone: record.landedZoneName });
  if (record.aimedZone && !record.hit) return t(BLAST_TEXT.lost);
  return record.targets.length === 0 ? t(BLAST_TEXT.nobody) : "";
}

const lineView = (t: Translate) => (line: BlastTargetRecord["lines"][number]) => ({ label: t(line.key, line.data), value: signed(line.value) });

const targetView = (record: FactionsBlastRecord, t: Translate) => (target: BlastTargetRecord): BlastTargetView => {
  const save = target.dodgeSave;
  const dodge = save ? [t(save.passed ? BLAST_TEXT.dodged : BLAST_TEXT.dodgeFailed, { result: t(save.reason.key, save.reason.data) })] : [];
  const health = target.lines.find((line) => line.key.endsWith(".Health"));
  const down = target.applied !== null && health !== undefined && target.applied.health + health.value <= 0 ? [t(BLAST_TEXT.incapacitated)] : [];
  const counter = target.counter ? counterText(target.counter, { target: target.name, attacker: record.attacker.name }, t) : [];
  return { name: target.name, notes: [...dodge, ...counter, ...down], lines: target.lines.map(lineView(t)), counterHead: t(BLAST_TEXT.counterOn, { target: target.name, attacker: record.attacker.name }), counterLines: (target.counter?.lines ?? []).map(lineView(t)) };
};

export function blastCardView(record: FactionsBlastRecord, t: Translate): BlastCardView {
  const save = record.witSave;
  return {
    title: t(BLAST_TEXT.title, { attacker: record.attacker.name }),
    weapon: `${record.weaponName} · ${t(FACTIONS_ATTACK_KIND[record.kind])}`,
    aim: record.aimedZone ? t(BLAST_TEXT.aimedAt, { zone: record.aimedZoneName }) : t(BLAST_TEXT.atTargets),
    witBecause: record.witSaveBecause.map((reason) => t(reason.key, reason.data)),
    witSave: save ? t(BLAST_TEXT.witSave, { natural: save.natural, score: save.score, result: t(save.reason.key, save.reason.data) }) : t(BLAST_TEXT.automatic),
    outcome: t(record.hit ? BLAST_TEXT.hit : BLAST_TEXT.miss),
    hit: record.hit,
    deviation: deviationOf(record, t),
    landed: landedOf(record, t),
    formula: record.targets.length > 0 ? t(BLAST_TEXT.damage, { formula: record.formula }) : "",
    targets: record.targets.map(targetView(record, t)),
    afterHit: record.undone ? [] : [...(blastVoided(record) ? [t(BLAST_TEXT.voided, { attacker: record.attacker.name })] : []), ...(record.weaponBroke ? [t(BLAST_TEXT.weaponBroke, { weapon: record.weaponName })] : [])],
    undone: record.undone ? t(BLAST_TEXT.undone) : "",
    buttons: buttonsOf(record, t),
  };
}
