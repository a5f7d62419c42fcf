/**
 * What a won grapple maneuver does, applied by the GM: the hold (both grappled, kept in the round state),
 * the escape (hold, pin and exposure gone, unless another hold keeps them), the submission count and its
 * faint, a broken bone, a drag, a pin or an exposure, a swallowing.
 */
import { engineRoundOf } from "../../../../foundry/combat/combat-engine";
import { resolveGrapple, resolveGrappleEscape } from "../../rules/maneuvers/grapple";
import { resolveGrappleBreak, resolveGrappleExpose, resolveGrappleMove, resolveGrapplePin, resolveGrappleSubmission } from "../../rules/maneuvers/grapple-follow-ups";
import type { ManeuverResult } from "../../rules/maneuvers/maneuver-result";
import { resolveSwallowWhole } from "../../rules/maneuvers/swallow-whole";
import { MANEUVER_EFFECT as E, MANEUVER_TEXT } from "./keys";
import { harm, line, putOn, takeOff, type Settled } from "./outcome-effects";
import { holdEscaped } from "../../rules/maneuvers/hold-ends";
import { changeRound, classicRound, fightOf, holdOf, withHold, withoutHold } from "./round-holds";

export type GrappleManeuver = "grapple" | "grappleEscape" | "grappleSubmission" | "grappleBreak" | "grappleMove" | "grapplePin" | "grappleExpose" | "swallowWhole";

async function startHold(s: Settled): Promise<ManeuverResult<object>> {
  const result = resolveGrapple(s.aggressorTotal, s.defenderTotal);
  if (result.outcome !== "succeeded") return result;
  await putOn(s.aggressor, result.aggressorStatuses, s.effects);
  await putOn(s.defender, result.defenderStatuses, s.effects);
  await changeRound(fightOf(s.aggressor.token), (round) => withHold(round, s.aggressor.actor.uuid, s.defender.actor.uuid, 0));
  return result;
}

/** The escaper is the aggressor here: its holder is the defender. */
async function escape(s: Settled): Promise<ManeuverResult<object>> {
  const result = resolveGrappleEscape(s.aggressorTotal, s.defenderTotal);
  if (result.outcome !== "succeeded") return result;
  const combat = fightOf(s.aggressor.token);
  // A holder with another creature in its grip stays grappled (rules/maneuvers/hold-ends.ts).
  const { released } = holdEscaped(classicRound(combat)?.holds ?? [], s.defender.actor.uuid, s.aggressor.actor.uuid);
  for (const fighter of [s.aggressor, s.defender]) if (released.includes(fighter.actor.uuid)) await takeOff(fighter, result.statusesRemoved, s.effects);
  await changeRound(combat, (round) => withoutHold(round, s.defender.actor.uuid, s.aggressor.actor.uuid));
  s.effects.push(line(MANEUVER_TEXT.escaped, { name: s.aggressor.actor.name ?? "" }));
  return result;
}

async function submission(s: Settled): Promise<ManeuverResult<object>> {
  const combat = fightOf(s.aggressor.token);
  const [holder, held] = [s.aggressor.actor.uuid, s.defender.actor.uuid];
  const before = holdOf(combat, holder, held)?.submissionRounds ?? 0;
  const result = resolveGrappleSubmission(s.aggressorTotal, s.defenderTotal, before, s.defender.system.health.max);
  // A lost roll breaks the count; the hold stays.
  await changeRound(combat, (round) => withHold(round, holder, held, result.outcome === "succeeded" ? result.roundsHeld : 0));
  if (result.outcome !== "succeeded") return result;
  s.effects.push(line(E.submission, { name: s.defender.actor.name ?? "", rounds: result.roundsHeld }));
  if (result.nonLethalDamage > 0) await harm(s.defender, result.nonLethalDamage, true, s.aggressor, s.effects);
  await putOn(s.defender, result.defenderStatuses, s.effects);
  return result;
}

async function statusOnDefender(s: Settled, resolve: typeof resolveGrapplePin, swallow: boolean): Promise<ManeuverResult<object>> {
  const result = resolve(s.aggressorTotal, s.defenderTotal);
  if (result.outcome !== "succeeded") return result;
  await putOn(s.defender, result.defenderStatuses, s.effects);
  const combat = fightOf(s.aggressor.token);
  const [swallower, swallowed] = [s.aggressor.actor.uuid, s.defender.actor.uuid];
  const inside = { swallower, swallowed, rounds: 0, countedRound: engineRoundOf(combat) ?? 0, dealtInside: 0 };
  if (swallow) await changeRound(combat, (round) => ({ ...round, swallowed: [...round.swallowed.filter((x) => x.swallowed !== swallowed), inside] }));
  return result;
}

export async function applyGrappleWin(maneuver: GrappleManeuver, s: Settled): Promise<ManeuverResult<object>> {
  const name = s.defender.actor.name ?? "";
  switch (maneuver) {
    case "grapple":
      return startHold(s);
    case "grappleEscape":
      return escape(s);
    case "grappleSubmission":
      return submission(s);
    case "grapplePin":
      return statusOnDefender(s, resolveGrapplePin, false);
    case "grappleExpose":
      return statusOnDefender(s, resolveGrappleExpose, false);
    case "swallowWhole":
      return statusOnDefender(s, resolveSwallowWhole, true);
    case "grappleBreak": {
      const result = resolveGrappleBreak(s.aggressorTotal, s.defenderTotal);
      if (result.outcome === "succeeded") s.effects.push(line(E.brokenBone, { name }));
      return result;
    }
    case "grappleMove": {
      const result = resolveGrappleMove(s.aggressorTotal, s.defenderTotal, s.aggressor.system.speed);
      if (result.outcome === "succeeded") s.effects.push(line(E.move, { name, feet: result.maxDistanceFeet }));
      return result;
    }
  }
}
