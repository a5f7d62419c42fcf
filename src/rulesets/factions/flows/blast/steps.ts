/**
 * The blast card's steps, each a GM command run against the GM's own card: Dodge (a target's owner or the
 * GM, before damage, when the pure mayReact allows: an AGI save spending the target's turn; a pass takes
 * it out of the blast), Counter (one target only: counter.ts), Roll damage (the attacker's owner or the GM: the formula rolled for each target
 * still in it, done after its own armour and protection) and Undo (the GM: every target and the weapon as the blast found them, the main
 * action and the dodgers' turns given back). Every number comes from the record or the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { dodgeResult } from "../../rules/reactions/dodge";
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { refundMainAction } from "../attack/spend-main";
import { applyDamage, restoreHit } from "../card/apply-hit";
import { refundReactorTurns, spendReactorTurn, withReactor } from "../card/reactor-turn";
import { mayReact } from "../../rules/reactions/reactor";
import { firstDie, REFUSALS } from "../card/step-kit";
import { blastCounterStep } from "./counter";
import { hitOn } from "./hit-on";
import { BLAST_COMMANDS, BLAST_REFUSAL } from "./keys";
import { blastReactor } from "./reactor";
import { blastVoided } from "./voided";

type Record = FactionsBlastRecord;
type Outcome = CardStepOutcome<Record>;

const step = (command: string, run: (context: CardStepContext<Record>) => Promise<Outcome>): CardStep<Record> => ({ command, refusals: REFUSALS, run });

const actorOf = (target: BlastTargetRecord) => actorOfTokenOrSync(target.tokenUuid, target.actorUuid);
const attackerOf = (record: Record) => actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);
/** A pass on its AGI save takes the target out of the blast. */
const dodged = (target: BlastTargetRecord) => target.dodgeSave !== null && dodgeResult(target.dodgeSave.passed).misses;

export const blastDodgeStep = step(BLAST_COMMANDS.dodge, async (context) => {
  const found = blastReactor(context);
  if (!found.ok) return found;
  const { index, fighter, reactor } = found;
  const may = mayReact(reactor);
  if (!may.ok) return may;
  const spent = await spendReactorTurn(fighter.token);
  if (!spent.ok) return spent;
  const saved = await rollSave(fighter.system.scores.agi);
  const { record, message } = context;
  const targets = record.targets.map((t, i) => (i === index ? { ...t, dodgeSave: saved.save } : t));
  return withReactor({ ok: true, record: { ...record, targets }, rolls: [...message.rolls, saved.roll] }, spent.spentIn);
});

export const blastRollDamageStep = step(BLAST_COMMANDS.rollDamage, async ({ record, asker, message }) => {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  if (!asker.isGM && !mayActFor(asker.user, attackerOf(record))) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
  if (record.damageDone) return refuse(ATTACK_REFUSAL.alreadyRolled);
  if (record.targets.length === 0) return refuse(ATTACK_REFUSAL.notAHit);
  const rolls = [...message.rolls];
  const targets: BlastTargetRecord[] = [];
  // A counter that felled the attacker before its blow stopped the blast for everyone.
  if (blastVoided(record)) return refuse(BLAST_REFUSAL.voided, { attacker: record.attacker.name });
  let weaponBroke = record.weaponBroke;
  for (const target of record.targets) {
    const actor = actorOf(target);
    // A counterer's blast damage was rolled in the exchange.
    if (dodged(target) || target.counter !== null || !actor) {
      targets.push(target);
      continue;
    }
    const rolled = await rollDice(record.formula);
    const hit = await applyDamage(hitOn(record, target), actor, rolled.total, firstDie(rolled.roll));
    weaponBroke ||= hit.weaponBroke;
    rolls.push(rolled.roll);
    targets.push({ ...target, damageRolled: Math.max(0, rolled.total), lines: hit.lines, applied: hit.before });
  }
  return { ok: true, record: { ...record, targets, damageDone: true, weaponBroke }, rolls };
});

export const blastUndoStep = step(BLAST_COMMANDS.undo, async ({ record, asker }) => {
  if (!asker.isGM) return refuse(ATTACK_REFUSAL.gmOnly);
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  // Last hit first, so the weapon (and the attacker) end as the first hit found them: the counter's came first.
  const countered = record.targets.filter((target) => target.counter !== null);
  for (const target of [...record.targets.filter((target) => target.counter === null).reverse(), ...countered]) {
    const actor = actorOf(target);
    if (target.applied && actor) await restoreHit(hitOn(record, target), actor, target.applied);
  }
  await refundMainAction(record);
  await refundReactorTurns(record.reactors);
  return { ok: true, record: { ...record, undone: true } };
});

export const FACTIONS_BLAST_STEPS = [blastDodgeStep, blastCounterStep, blastRollDamageStep, blastUndoStep];
