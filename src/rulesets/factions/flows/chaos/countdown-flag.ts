/**
 * The chaos-of-combat countdowns a combat holds, one per combatant whose turn is timed: when the GM's
 * clock started it (rules/chaos/declaration-countdown), when the player declared (GM's clock; null: not
 * yet) and the combatant's action budget as it stood at the start (JSON), so any action it takes counts
 * as its declaration. Kept as an array: Foundry merges objects on update but replaces arrays whole.
 */
import { FACTIONS_COMBAT_FLAG, type StoredCountdown, type StoredCountdowns } from "../combat-flags";

export type { StoredCountdown, StoredCountdowns };

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function parsed(raw: unknown): StoredCountdown[] {
  if (typeof raw !== "object" || raw === null) return [];
  const { combatantId, startedAt, deadline, declaredAt, budgetAtStart } = raw as Record<string, unknown>;
  if (typeof combatantId !== "string" || !isNumber(startedAt) || !isNumber(deadline) || typeof budgetAtStart !== "string") return [];
  return [{ combatantId, startedAt, deadline, declaredAt: isNumber(declaredAt) ? declaredAt : null, budgetAtStart }];
}

/** The combat's countdowns, dropping anything malformed. */
export function storedCountdowns(combat: Combat.Implementation): StoredCountdowns {
  const raw: unknown = combat.getFlag("fray", FACTIONS_COMBAT_FLAG.countdowns);
  return Array.isArray(raw) ? raw.flatMap(parsed) : [];
}

/** GM: replaces the combat's countdowns whole. */
export async function storeCountdowns(combat: Combat.Implementation, countdowns: StoredCountdowns): Promise<void> {
  await combat.setFlag("fray", FACTIONS_COMBAT_FLAG.countdowns, countdowns);
}
