/**
 * The attack card's steps, each a GM command run against the GM's own card: Roll damage (the
 * attacker's owner or the GM), the damage type (the attacker's owner for a character, the GM for a
 * monster), Apply (the GM: Stress, Wound Points, Armour; the injury entry; wound statuses; the round's
 * note for morale), the injury check after a critical (the GM's d%, d20, d4 and attribute damage),
 * and Undo (the GM: the target as the card found it). Every number comes from the record or the documents.
 */
import { refuse } from "../../../../core/rules-types";
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorOfTokenOrSync, tokenFromUuidSync } from "../../../../foundry/actors/resolve";
import type { Asker, CardStep, CardStepContext, CardStepOutcome } from "../../../../foundry/cards";
import { rollDice } from "../../../../foundry/roll-dice";
import { applyHit } from "../../rules/combat/hit-damage";
import { isDeclaredDamageType } from "../../rules/combat/damage-types";
import { loseWoundPoints } from "../../rules/condition/wound-loss";
import { woundStatuses } from "../../rules/condition/statuses";
import { statusesForLastingEffects } from "../../rules/condition/lasting-effect-statuses";
import { combatInjury, type CombatInjury } from "../../rules/injuries/combat-injury";
import { injuryCheck, INJURY_CHECK_FORMULA, INJURY_TABLE_FORMULA } from "../../rules/injuries/injury-check";
import { DECLARED_SCORE_MAX } from "../../schema/creature-fields";
import type { DeclaredAttackRecord } from "../../schema/attack-card";
import { creatureOf, declaredFight, hitStateOf, type Creature } from "../attack/fighters";
import { cardLine } from "../attack/strike";
import { ATTACK_REFUSAL } from "../attack/keys";
import { noteWoundHit } from "../round/round-notes";
import { showWoundState, standingOf } from "../round/creature";
import { storedWoundPoints } from "../../rules/condition/stored-wound-points";
import { CARD_COMMANDS } from "./actions";
import { settingValue } from "../../../../foundry/ruleset-settings";
import { DECLARED_UNTABLED_INJURIES_SETTING } from "../../rules/injuries/untabled-setting";
import { attackerActor } from "./buttons";
import { restore, setStatuses, snapshotOf, writeSystem } from "./target-writes";
import { riposte } from "./riposte";

type Outcome = CardStepOutcome<DeclaredAttackRecord>;
type Context = CardStepContext<DeclaredAttackRecord>;

const REFUSALS = { missing: { key: ATTACK_REFUSAL.badRequest }, notGm: { key: ATTACK_REFUSAL.notGmCard } };
const gmOnly = (asker: Asker): Outcome | null => (asker.isGM ? null : refuse(ATTACK_REFUSAL.gmOnly));
const mayActForAttacker = (asker: Asker, record: DeclaredAttackRecord) => asker.isGM || mayActFor(asker.user, attackerActor(record));
const targetOf = (record: DeclaredAttackRecord): Creature | null => creatureOf(actorOfTokenOrSync(record.target.tokenUuid, record.target.actorUuid));

const step = (command: string, run: (context: Context) => Promise<Outcome>): CardStep<DeclaredAttackRecord> => ({ command, refusals: REFUSALS, run });

export const rollDamageStep = step(CARD_COMMANDS.rollDamage, async ({ record, asker, message }) => {
  if (!mayActForAttacker(asker, record)) return refuse(ATTACK_REFUSAL.notOwner, { name: record.attacker.name });
  if (record.result === "miss") return refuse(ATTACK_REFUSAL.notAHit);
  if (record.damageRolled !== null) return refuse(ATTACK_REFUSAL.alreadyRolled);
  const rolled = await rollDice(record.damage.formula);
  return { ok: true, record: { ...record, damageRolled: rolled.total }, rolls: [...message.rolls, rolled.roll] };
});

export const chooseTypeStep = step(CARD_COMMANDS.chooseType, async ({ record, asker, payload }) => {
  const chooser = record.damage.chooser;
  if (record.result === "miss") return refuse(ATTACK_REFUSAL.notAHit);
  if (chooser === null || record.damageType !== null) return refuse(ATTACK_REFUSAL.alreadyRolled);
  const allowed = chooser === "gm" ? asker.isGM : mayActForAttacker(asker, record);
  if (!allowed) return refuse(ATTACK_REFUSAL.notChooser);
  const type = payload.type;
  if (!isDeclaredDamageType(type) || !record.damage.choices.includes(type)) return refuse(ATTACK_REFUSAL.notAChoice);
  return { ok: true, record: { ...record, damageType: type } };
});

export const applyStep = step(CARD_COMMANDS.apply, async ({ record, asker }) => {
  const notGm = gmOnly(asker);
  if (notGm) return notGm;
  if (record.result === "miss") return refuse(ATTACK_REFUSAL.notAHit);
  if (record.applied !== null) return refuse(ATTACK_REFUSAL.alreadyApplied);
  if (record.damageRolled === null) return refuse(ATTACK_REFUSAL.rollFirst);
  if (record.damageType === null) return refuse(ATTACK_REFUSAL.typeFirst);
  const target = targetOf(record);
  if (!target) return refuse(ATTACK_REFUSAL.badRequest);
  const before = snapshotOf(target);
  // The hit lands on the target as it is now, not as it was when the attack was rolled.
  const hit = applyHit(hitStateOf(target), { rolled: record.damageRolled, critical: record.result === "critical", multiplier: record.damage.multiplier as 2 | 3 | 4, type: record.damageType });
  const standing = standingOf(target.data);
  const loss = loseWoundPoints(standing, hit.toWounds, "hit");
  const injuries = hit.injury ? [...before.injuries, { ...hit.injury, name: "", effect: "", limb: null }] : before.injuries;
  await writeSystem(target.actor, { stress: { value: hit.stress }, health: { value: storedWoundPoints(loss.woundPoints, standing.strength) }, stabilized: loss.stabilized, injuries });
  await showWoundState(target.actor, loss.state);
  const fight = declaredFight(tokenFromUuidSync(record.target.tokenUuid));
  if (fight && hit.toWounds > 0) await noteWoundHit(fight.combat, fight.combatantId, hit.toWounds);
  const applied = {
    lines: hit.lines.map(cardLine),
    toWounds: hit.toWounds,
    notices: loss.notices,
    injuryIndex: hit.injury ? injuries.length - 1 : null,
    injuryCheck: hit.injuryCheck,
    before,
  };
  return { ok: true, record: { ...record, applied } };
});

/** The table's answer, rolling the d4 when the row strikes an arm or a hand. */
async function rollInjury(input: Parameters<typeof combatInjury>[0], rolls: Roll[]): Promise<CombatInjury> {
  const first = combatInjury(input);
  if (first.kind !== "needsLimbRoll") return first;
  const d4 = await rollDice(first.formula);
  rolls.push(d4.roll);
  return combatInjury({ ...input, d4: d4.total });
}

export const injuryStep = step(CARD_COMMANDS.injury, async ({ record, asker, message }) => {
  const notGm = gmOnly(asker);
  if (notGm) return notGm;
  const applied = record.applied;
  if (!applied?.injuryCheck || record.injury !== null || record.damageType === null) return refuse(ATTACK_REFUSAL.noInjuryOwed);
  const target = targetOf(record);
  if (!target) return refuse(ATTACK_REFUSAL.badRequest);
  const rolls: Roll[] = [...message.rolls];
  const percentile = await rollDice(INJURY_CHECK_FORMULA);
  rolls.push(percentile.roll);
  const check = injuryCheck(percentile.total, applied.toWounds);
  const blank = { injured: check.injured, lines: [cardLine(check.line)], name: "", effect: "", limb: null, gmDescribes: false, attributeDamage: null, statuses: [] };
  if (!check.injured) return { ok: true, record: { ...record, injury: blank }, rolls };
  const d20 = await rollDice(INJURY_TABLE_FORMULA);
  rolls.push(d20.roll);
  const setting = settingValue(DECLARED_UNTABLED_INJURIES_SETTING);
  const result = await rollInjury({ type: record.damageType, amount: applied.toWounds, setting, d20: d20.total }, rolls);
  if (result.kind !== "injury") return { ok: true, record: { ...record, injury: { ...blank, gmDescribes: true } }, rolls };
  const system: Record<string, unknown> = {};
  let attributeDamage: NonNullable<DeclaredAttackRecord["injury"]>["attributeDamage"] = null;
  if (result.attributeDamage) {
    const rolled = await rollDice(result.attributeDamage.formula);
    rolls.push(rolled.roll);
    const total = Math.max(0, rolled.total);
    attributeDamage = { formula: result.attributeDamage.formula, total, attributes: [...result.attributeDamage.attributes] };
    system.attributes = Object.fromEntries(result.attributeDamage.attributes.map((id) => [id, { damage: Math.min(DECLARED_SCORE_MAX, target.data.attributes[id].damage + total) }]));
  }
  const index = applied.injuryIndex;
  if (index !== null && target.data.injuries[index]) {
    const { name, effect, limb } = result.record;
    system.injuries = target.data.injuries.map((entry, at) => (at === index ? { ...entry, name, effect, limb } : entry));
  }
  if (Object.keys(system).length > 0) await writeSystem(target.actor, system);
  const statuses = statusesForLastingEffects(result.lasting);
  await setStatuses(target.actor, statuses, true);
  const lines = [...blank.lines, ...result.lines.map(cardLine)];
  const injury = { ...blank, lines, name: result.record.name, effect: result.record.effect, limb: result.record.limb, attributeDamage, statuses };
  return { ok: true, record: { ...record, injury }, rolls };
});

export const undoStep = step(CARD_COMMANDS.undo, async ({ record, asker }) => {
  const notGm = gmOnly(asker);
  if (notGm) return notGm;
  const target = targetOf(record);
  if (!record.applied || !target) return refuse(ATTACK_REFUSAL.nothingToUndo);
  const touched = [...woundStatuses("unhurt").remove, ...(record.injury?.statuses ?? [])];
  await restore(target, record.applied.before, touched);
  return { ok: true, record: { ...record, applied: null, injury: null } };
});

export const riposteStep = step(CARD_COMMANDS.riposte, riposte);

export const DECLARED_CARD_STEPS = [rollDamageStep, chooseTypeStep, applyStep, injuryStep, undoStep, riposteStep];
