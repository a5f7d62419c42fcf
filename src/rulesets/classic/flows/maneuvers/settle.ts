/**
 * The rest of a maneuver once nothing waits for an Attack of Opportunity: the aggressor's own statuses for
 * the attempt (charging, full defense, shattering), the touch attack, the opposed roll and what the win
 * does. Runs on the GM's client; answers the settled record and every roll it made.
 */
import { CLASSIC_STATUS, type ClassicStatusId } from "../../rules/character/statuses";
import type { ClassicManeuver } from "../../rules/maneuvers/maneuver-table";
import type { ClassicManeuverRecord } from "../../schema/maneuver-card";
import { applyOutcome } from "./apply-outcome";
import type { ManeuverFighter } from "./fighters";
import { rollManeuver } from "./roll-maneuver";

/** What the attempt itself puts on the aggressor, win or lose; they end at its next turn (the round flow). */
const ATTEMPT_STATUS: Partial<Record<ClassicManeuver, ClassicStatusId>> = {
  charge: CLASSIC_STATUS.charging,
  fullDefense: CLASSIC_STATUS.fullDefense,
  shatter: CLASSIC_STATUS.shattering,
};

export async function settleManeuver(record: ClassicManeuverRecord, aggressor: ManeuverFighter, defender: ManeuverFighter, iterative: number): Promise<{ record: ClassicManeuverRecord; rolls: Roll[] }> {
  const status = ATTEMPT_STATUS[record.maneuver];
  if (status) await aggressor.actor.toggleStatusEffect(status, { active: true });
  const rolled = await rollManeuver(record.maneuver, aggressor, defender, iterative, record.aooDealtDamage);
  const base = { ...record, phase: "settled" as const, touch: rolled.touch, formulas: rolled.formulas, opposed: rolled.opposed };
  if (rolled.touch && !rolled.touch.hit) return { record: { ...base, outcome: "missed" }, rolls: rolled.rolls };
  if (!status || record.maneuver === "shatter") {
    const last = rolled.opposed.at(-1);
    if (!last) return { record: { ...base, outcome: "failed" }, rolls: rolled.rolls };
    const applied = await applyOutcome(record.maneuver, { aggressor, defender, aggressorTotal: last.aggressor, defenderTotal: last.defender, itemId: record.itemId });
    return { record: { ...base, outcome: applied.outcome, effects: applied.effects }, rolls: [...rolled.rolls, ...applied.rolls] };
  }
  return { record: { ...base, outcome: "taken" }, rolls: rolled.rolls };
}
