/**
 * The attack card's steps, each a GM command run against the GM's own card: Roll damage (the
 * attacker's owner or the GM), Apply (the GM: the harm through the dying flow, lethal or non-lethal
 * when non-lethal was asked, and a swallowed attacker's cutting out) and Undo (the GM: the target
 * as Apply found it, the holds and swallowing it ended, and the attack's action given back). Every
 * number comes from the record or the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { Asker, CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { hitDamage } from "../../rules/attack/outcome";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import { applyClassicDamage, classicHarmSnapshotSchema, restoreClassicHarm, type ClassicHarmSnapshot } from "../dying/apply-damage";
import { readBySpec } from "../../../../core/schema/read";
import { initialData } from "../../../../core/schema/spec";
import { ATTACK_REFUSAL } from "../attack/keys";
import { classicFighterOf } from "../attack/fighters";
import { refundAttackOf } from "../attack/spend-attack";
import { bothChanges } from "../maneuvers/hold-release";
import { CARD_COMMANDS } from "./actions";
import { attackerActor } from "./buttons";
import { hitFromInside } from "./from-inside";

type Outcome = CardStepOutcome<ClassicAttackRecord>;
type Context = CardStepContext<ClassicAttackRecord>;

const REFUSALS = { missing: { key: ATTACK_REFUSAL.badRequest }, notGm: { key: ATTACK_REFUSAL.notGmCard } };
const gmOnly = (asker: Asker): Outcome | null => (asker.isGM ? null : refuse(ATTACK_REFUSAL.gmOnly));
const targetOf = (record: ClassicAttackRecord) => actorOfTokenOrSync(record.target.tokenUuid, record.target.actorUuid);
const step = (command: string, run: (context: Context) => Promise<Outcome>): CardStep<ClassicAttackRecord> => ({ command, refusals: REFUSALS, run });

export const rollDamageStep = step(CARD_COMMANDS.rollDamage, async ({ record, asker, message }) => {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!asker.isGM && !mayActFor(asker.user, attackerActor(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
  if (!record.damage) return refuse(ATTACK_REFUSAL.notAHit);
  if (record.damageRolled !== null) return refuse(ATTACK_REFUSAL.alreadyRolled);
  const rolled = await rollDice(record.damage.formula);
  return { ok: true, record: { ...record, damageRolled: hitDamage(rolled.total) }, rolls: [...message.rolls, rolled.roll] };
});

/** The attacker's Hit Dice for the massive damage DC, read from its document now. */
function attackerHitDice(record: ClassicAttackRecord): number {
  const fighter = classicFighterOf(tokenFromUuidSync(record.attacker.tokenUuid));
  return fighter?.system.hitDice ?? 1;
}

export const applyStep = step(CARD_COMMANDS.apply, async ({ record, asker, payload, message }) => {
  const notGm = gmOnly(asker);
  if (notGm) return notGm;
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!record.damage) return refuse(ATTACK_REFUSAL.notAHit);
  if (record.applied !== null) return refuse(ATTACK_REFUSAL.alreadyApplied);
  if (record.damageRolled === null) return refuse(ATTACK_REFUSAL.rollFirst);
  // Non-lethal only when the attacker asked for it; the GM then chooses.
  const nonLethal = payload.type === "nonLethal";
  if (nonLethal && !record.nonLethal) return refuse(ATTACK_REFUSAL.lethalOnly);
  const target = targetOf(record);
  if (!target) return refuse(ATTACK_REFUSAL.badRequest);
  const report = await applyClassicDamage(target, { damage: record.damageRolled, nonLethal, attackerHitDice: attackerHitDice(record) });
  const inside = await hitFromInside(record, target, nonLethal);
  const lines = [...report.lines, ...(inside?.lines ?? [])].map((line) => ({ key: line.key, data: { ...line.data } }));
  const before = inside ? { ...report.before, fight: bothChanges(report.before.fight, inside.fight) } : report.before;
  const applied = { nonLethal, lines, before: { ...before } };
  return { ok: true, record: { ...record, applied }, rolls: report.massiveRoll ? [...message.rolls, report.massiveRoll] : message.rolls };
});

const snapshot = (before: Record<string, unknown>): ClassicHarmSnapshot => readBySpec(classicHarmSnapshotSchema, () => initialData(classicHarmSnapshotSchema), before);

export const undoStep = step(CARD_COMMANDS.undo, async ({ record, asker }) => {
  const notGm = gmOnly(asker);
  if (notGm) return notGm;
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  const target = targetOf(record);
  if (record.applied && target) await restoreClassicHarm(target, snapshot(record.applied.before));
  await refundAttackOf(record);
  return { ok: true, record: { ...record, applied: null, undone: true } };
});

export const CLASSIC_CARD_STEPS = [rollDamageStep, applyStep, undoStep];
