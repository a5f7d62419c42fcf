import type { Intent } from "./adapters/adapter";
import type { RulesetStatus } from "../ruleset/contract";

/**
 * What a combatant's statuses mean for the turn engine, as its ruleset maps them: a defeated status
 * wins, then down (dying when any down status is a dying one), and none means it is back up. The
 * engine refuses what does not change anything.
 */
export function conditionIntent(map: readonly RulesetStatus[], combatantId: string, statuses: ReadonlySet<string>): Intent {
  const held = map.filter((status) => status.turn && statuses.has(status.id));
  if (held.some((status) => status.turn === "defeated")) return { kind: "defeat", combatantId };
  if (held.length > 0) return { kind: "fallUnconscious", combatantId, ...(held.some((status) => status.turn === "dying") ? { dying: true } : {}) };
  return { kind: "recover", combatantId };
}

/** Whether any of these statuses is among the map's statuses that `kept` picks. */
function touches(map: readonly RulesetStatus[], kept: (status: RulesetStatus) => boolean, statuses: Iterable<string>): boolean {
  const ids = new Set(map.filter(kept).map((status) => status.id));
  for (const id of statuses) if (ids.has(id)) return true;
  return false;
}

/** Whether any of these statuses is one the turn engines follow. */
export function touchesTurnStatus(map: readonly RulesetStatus[], statuses: Iterable<string>): boolean {
  return touches(map, (status) => status.turn !== undefined, statuses);
}

/** Whether any of these statuses is one the GM alone sets: a turn status, or one the ruleset keeps for the GM. */
export function touchesGmKeptStatus(map: readonly RulesetStatus[], statuses: Iterable<string>): boolean {
  return touches(map, (status) => status.turn !== undefined || status.gmOnly === true, statuses);
}
