/**
 * The blast card's steps, each a GM command run against the GM's own card: Dodge (a target's owner or the
 * GM, before damage, when the pure mayReact allows: an AGI save spending the target's turn; a pass takes
 * it out of the blast), Roll damage (the attacker's owner or the GM: the formula rolled for each target
 * still in it, done after its own armour and protection) and Undo (the GM: every target and the weapon as the blast found them, the main
 * action and the dodgers' turns given back). Every number comes from the record or the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { dodgeResult } from "../../rules/reactions/dodge";
import type { BlastTargetRecord, FactionsBlastRecord } from "../../schema/blast-card";
import { factionsFighterOf } from "../attack/fighters";
import { ATTACK_REFUSAL } from "../attack/keys";
import { rollSave } from "../attack/save-roll";
import { refundMainAction } from "../attack/spend-main";
import { applyDamage, restoreHit, type HitRecord } from "../card/apply-hit";
import { refundReactorTurns, spendReactorTurn, tookTurnThisRound, withReactor } from "../card/reactor-turn";
import { ableToReact } from "../card/reactor-state";
import { mayReact } from "../../rules/reactions/reactor";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { firstDie, REFUSALS } from "../card/step-kit";
import { mayStillDodge } from "./card-view";
import { BLAST_COMMANDS, BLAST_REFUSAL } from "./keys";

type Record = FactionsBlastRecord;
type Outcome = CardStepOutcome<Record>;

const step = (command: string, run: (context: CardStepContext<Record>) => Promise<Outcome>): CardStep<Record> => ({ command, refusals: REFUSALS, run });

/** One target's blow as the attack card's hit helpers read it: the blast's weapon, the target's own protection. */
const hitOn = (record: Record, target: BlastTargetRecord): HitRecord => ({ weaponId: record.weaponId, attacker: record.attacker, protection: target.protection, penetratesCover: record.penetratesCover });

const actorOf = (target: BlastTargetRecord) => actorOfTokenOrSync(target.tokenUuid, target.actorUuid);
const attackerOf = (record: Record) => actorOfTokenOrSync(record.attacker.tokenUuid, record.attacker.actorUuid);
/** A pass on its AGI save takes the target out of the blast. */
const dodged = (target: BlastTargetRecord) => target.dodgeSave !== null && dodgeResult(target.dodgeSave.passed).misses;

export const blastDodgeStep = step(BLAST_COMMANDS.dodge, async ({ record, asker, payload, message }) => {
  if (record.undone) return refuse(ATTACK_REFUSAL.undone);
  // The token named must be one the GM's card lists: a forged one is refused.
  const index = record.targets.findIndex((target) => target.tokenUuid === payload.token);
  const target = record.targets[index];
  if (!target) return refuse(BLAST_REFUSAL.notATarget);
  if (record.damageDone) return refuse(BLAST_REFUSAL.dodgeTooLate);
  if (!mayStillDodge(record, target)) return refuse(BLAST_REFUSAL.alreadyDodged, { name: target.name });
  const fighter = factionsFighterOf(tokenFromUuidSync(target.tokenUuid));
  if (!fighter) return refuse(ATTACK_REFUSAL.badRequest);
  if (!asker.isGM && !mayActFor(asker.user, fighter.actor)) return refuse(ATTACK_REFUSAL.notOwner, { name: target.name });
  // A target unaware of a concealed attacker, down, or that already had its turn cannot react.
  const attacker = attackerOf(record);
  const may = mayReact({ aware: attacker?.statuses.has(FACTIONS_STATUS.concealed) !== true, tookTurnThisRound: tookTurnThisRound(fighter.token), able: ableToReact(fighter) });
  if (!may.ok) return may;
  const spent = await spendReactorTurn(fighter.token);
  if (!spent.ok) return spent;
  const saved = await rollSave(fighter.system.scores.agi);
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
  let weaponBroke = false;
  for (const target of record.targets) {
    const actor = actorOf(target);
    if (dodged(target) || !actor) {
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
  // Last hit first, so the weapon ends as the first hit found it.
  for (const target of [...record.targets].reverse()) {
    const actor = actorOf(target);
    if (target.applied && actor) await restoreHit(hitOn(record, target), actor, target.applied);
  }
  await refundMainAction(record);
  await refundReactorTurns(record.reactors);
  return { ok: true, record: { ...record, undone: true } };
});

export const FACTIONS_BLAST_STEPS = [blastDodgeStep, blastRollDamageStep, blastUndoStep];
