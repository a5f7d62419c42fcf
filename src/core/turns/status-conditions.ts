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

/** Whether any of these statuses is one the turn engines follow. */
export function touchesTurnStatus(map: readonly RulesetStatus[], statuses: Iterable<string>): boolean {
  const followed = new Set(map.filter((status) => status.turn).map((status) => status.id));
  for (const id of statuses) if (followed.has(id)) return true;
  return false;
}
