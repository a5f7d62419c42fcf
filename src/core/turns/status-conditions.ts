import type { Intent } from "./adapters/adapter";

/** Statuses that take a combatant out of the turn order, strongest first. */
const DEAD = ["dead"];
const DOWN = ["unconscious", "mortallyWounded"];

/**
 * What a combatant's statuses mean for the turn engine: dead is defeated, unconscious or
 * mortally wounded is down (mortally wounded is dying: the engines that track it keep its turn),
 * neither means it is back up. The engine refuses what does not change anything.
 */
export function conditionIntent(combatantId: string, statuses: ReadonlySet<string>): Intent {
  if (DEAD.some((id) => statuses.has(id))) return { kind: "defeat", combatantId };
  if (DOWN.some((id) => statuses.has(id))) {
    return { kind: "fallUnconscious", combatantId, ...(statuses.has("mortallyWounded") ? { dying: true } : {}) };
  }
  return { kind: "recover", combatantId };
}

/** Whether any of these statuses is one the turn engines follow. */
export function touchesTurnStatus(statuses: Iterable<string>): boolean {
  for (const id of statuses) if (DEAD.includes(id) || DOWN.includes(id)) return true;
  return false;
}
