/**
 * An execution attack, decided on the GM's client: the GM confirms the target is entirely
 * unsuspecting and the minute was granted; a ranged one then needs the DEX/Shoot check, a melee
 * one hits; the target rolls its Physical save at the assailant's combat skill. A failed save
 * drops it to 0 HP, mortally wounded (unconscious when the weapon is non-lethal); a saved one
 * still takes the weapon's maximum damage. It takes a whole minute, so in a fight under way (either
 * token in a started fight) it is the GM's call alone: a player's request is refused at once.
 */
import { addStatuses, healthOf, setHealth, targetKindOf } from "../damage/damage-target";
import { answerRefusal, parkForGm, type GmAnswer } from "../../../../foundry/channel";
import { healthAfter, statusesAtHp } from "../../rules/combat/damage-application";
import { executionHits, executionSave, type ExecutionSetup } from "../../rules/combat/execution";
import { assailantCombatSkill, executionMaximum } from "../../rules/combat/maneuver-damage";
import { attackerSide } from "../attack-sources";
import { parseSource } from "../attack-request";
import { checkFormulaLimits } from "../../../../core/dice/formula-limit";
import { distanceBetween } from "../../../../foundry/scene/token-geometry";
import { translate } from "../../../../foundry/i18n";
import { CHECK_KEYS, skillCheck } from "./card-checks";
import { checkParts, withRoll } from "./check-sources";
import { checkFactsOf, physicalSaveOf } from "./fighter-facts";
import { MANEUVER_REFUSAL } from "./gm-common";
import { actorFromUuid, tokenFromUuid } from "../../../../foundry/actors/resolve";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";
import { MANEUVER_CARD_VERSION, type CardCheck, type ManeuverCardData } from "./maneuver-data";
import { postManeuverCard, rollDice } from "./post-card";

export const EXECUTION_QUERY = "sidesExecution";
const D = "FRAY.Sides.Maneuver.Execution";

/** The GM's own answer: the target is unsuspecting and the full minute was granted undisturbed. */
async function gmConfirms(attacker: string, target: string): Promise<boolean> {
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: translate(`${D}.ConfirmTitle`) },
    content: `<p>${foundry.utils.escapeHTML(translate(`${D}.ConfirmContent`, { attacker, target }))}</p>`,
  });
  return answer === true;
}

function npcSkill(actor: Actor.Implementation): number {
  const facts = checkFactsOf(actor);
  return facts?.kind === "npc" ? facts.skillBonus : 0;
}

/** The request as the GM reads it from its own documents, or the refusal; read again once the GM has decided. */
async function readExecution(payload: Record<string, unknown>, userId: string) {
  const [attackerToken, targetToken] = [await tokenFromUuid(payload.attackerTokenUuid), await tokenFromUuid(payload.targetTokenUuid)];
  const [attacker, target] = [await actorFromUuid(payload.attackerTokenUuid), await actorFromUuid(payload.targetTokenUuid)];
  const source = parseSource(payload.source);
  const side = attacker && source ? attackerSide(attacker, source) : null;
  const attackerFacts = attacker ? checkFactsOf(attacker) : null;
  const saveTarget = target ? physicalSaveOf(target) : null;
  if (!attacker || !target || !side || !attackerFacts || saveTarget === null) return { ok: false as const, answer: answerRefusal({ key: MANEUVER_REFUSAL.badRequest }) };
  if (!userMayActFor(userId, attacker)) return { ok: false as const, answer: answerRefusal({ key: MANEUVER_REFUSAL.notOwner, data: { name: attacker.name } }) };
  // A whole undisturbed minute at an unsuspecting target: never a player's move while either is in a fight under way.
  if (!game.users?.get(userId)?.isGM && [attackerToken, targetToken].some((token) => fightTurnOf(token?.combatant))) {
    return { ok: false as const, answer: answerRefusal({ key: MANEUVER_REFUSAL.executionInFight }) };
  }
  // The maximum damage is read from the item's formula: an absurd one is refused, not computed.
  const formula = checkFormulaLimits(side.weapon.damage, side.weaponName);
  if (!formula.ok) return { ok: false as const, answer: answerRefusal(formula.reason) };
  return { ok: true as const, attackerToken, targetToken, attacker, target, side, attackerFacts, saveTarget };
}

/**
 * Checked on the lane, then parked while the GM answers the dialog (other commands keep flowing), then
 * read again and carried out on the lane once the GM confirms.
 */
export async function handleExecution(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const read = await readExecution(payload, userId);
  if (!read.ok) return read.answer;
  return parkForGm(userId, {
    ask: () => gmConfirms(read.attacker.name, read.target.name),
    declined: answerRefusal({ key: MANEUVER_REFUSAL.notConfirmed }),
    then: async () => {
      const again = await readExecution(payload, userId);
      return again.ok ? execute(again) : again.answer;
    },
  });
}

type Execution = Extract<Awaited<ReturnType<typeof readExecution>>, { ok: true }>;

async function execute({ attackerToken, targetToken, attacker, target, side, attackerFacts, saveTarget }: Execution): Promise<GmAnswer> {
  const ranged = side.weapon.category === "ranged";
  const setup: ExecutionSetup = { kind: ranged ? "ranged" : "melee", targetUnsuspecting: true, fullMinute: true, disturbed: false };
  const rolls: Roll[] = [];
  const checks: CardCheck[] = [];
  let shot: { distanceFt: number; roll: number } | null = null;
  if (ranged) {
    const [from, to] = [attackerToken?.object, targetToken?.object];
    if (!from || !to) return answerRefusal({ key: MANEUVER_REFUSAL.noCanvas });
    const rolled = await rollDice("2d6");
    rolls.push(rolled.roll);
    shot = { distanceFt: distanceBetween(from, to), roll: rolled.total };
  }
  const parts = checkParts(attackerFacts, "executionShot");
  const hits = executionHits(setup, shot ? { weapon: side.weapon, distanceFt: shot.distanceFt, check: withRoll(parts, shot.roll) } : undefined);
  if (!hits.ok) return answerRefusal(hits.reason);
  const base: Omit<ManeuverCardData, "checks" | "outcomes"> = { schemaVersion: MANEUVER_CARD_VERSION, kind: "execution", actorName: attacker.name, targetName: target.name, hold: null };
  if (shot && hits.result.check) {
    checks.push(skillCheck(attacker.name, parts, shot.roll, hits.result.check.modifiers, hits.result.hit, hits.result.check.difficulty));
  }
  if (!hits.result.hit) {
    await postManeuverCard({ ...base, checks, outcomes: hits.result.outcome ? [hits.result.outcome] : [] }, rolls);
    return { ok: true, result: { hit: false } };
  }

  const save = await rollDice("1d20");
  rolls.push(save.roll);
  const outcome = executionSave({
    roll: save.total,
    saveTarget,
    assailantCombatSkill: assailantCombatSkill(side.attacker, side.weapon, npcSkill(attacker)),
    nonLethal: side.weapon.nonLethal,
    maximumDamage: executionMaximum(side.attacker, side.weapon),
  });
  checks.push({ name: target.name, what: { key: CHECK_KEYS.physicalSave }, die: save.total, modifiers: [outcome.penalty], total: outcome.saveTotal, against: saveTarget, won: outcome.saved });
  // A failed save takes every hit point the target has (to 0); a saved one the maximum damage.
  const health = healthOf(target);
  const change = healthAfter(health, outcome.saved ? outcome.damage : typeof health.value === "number" ? health.value : 0);
  if (!change.ok) return answerRefusal(change.reason);
  await setHealth(target, change.hpAfter);
  const statuses = outcome.saved ? statusesAtHp(change.hpAfter, targetKindOf(target), side.weapon.nonLethal) : [outcome.effect === "unconscious" ? "unconscious" : "mortallyWounded"] as const;
  await addStatuses(target, statuses);
  await postManeuverCard({ ...base, checks, outcomes: [outcome.outcome] }, rolls);
  return { ok: true, result: { saved: outcome.saved, hpAfter: change.hpAfter } };
}
