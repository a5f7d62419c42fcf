/**
 * How a `teams` actor's token statuses and its data stay one story. The data decides (conditions are
 * derived from endurance, health and the stored flags); a GM's toggle of a flagged condition
 * (unconscious, prone, dead) writes the flag; harmed, bloodied and unconscious at 0 health follow the
 * numbers whatever is toggled. Only who is down or dead matters to the turn engines.
 */
import { TEAMS_CONDITIONS, teamsConditions, type ConditionState, type TeamsCondition } from "./conditions";

/** The conditions the table marks by hand; the others are read from the numbers. */
export const FLAGGED_CONDITIONS = ["unconscious", "prone", "dead"] as const;
export type FlaggedCondition = (typeof FLAGGED_CONDITIONS)[number];
export type ConditionFlags = Record<FlaggedCondition, boolean>;

export interface StatusChange {
  id: TeamsCondition;
  active: boolean;
}

/** The toggles that make the token show exactly the derived conditions (limited to `only` when given). */
export function statusChanges(derived: readonly TeamsCondition[], shown: ReadonlySet<string>, only: readonly TeamsCondition[] = TEAMS_CONDITIONS): StatusChange[] {
  return only.flatMap((id) => (derived.includes(id) === shown.has(id) ? [] : [{ id, active: derived.includes(id) }]));
}

const isFlagged = (id: string): id is FlaggedCondition => (FLAGGED_CONDITIONS as readonly string[]).includes(id);

/**
 * What a GM's toggle writes to the stored flags: the flag of each toggled flagged condition the token
 * now shows differently from the data. Null when nothing needs writing.
 */
export function flagsFromToggles(toggled: readonly string[], derived: readonly TeamsCondition[], shown: ReadonlySet<string>, flags: ConditionFlags): Partial<ConditionFlags> | null {
  const writes: Partial<ConditionFlags> = {};
  for (const id of toggled) {
    if (!isFlagged(id) || derived.includes(id) === shown.has(id) || flags[id] === shown.has(id)) continue;
    writes[id] = shown.has(id);
  }
  return Object.keys(writes).length > 0 ? writes : null;
}

/** What the turn engines read from the conditions: dead, down (unconscious) or up. */
export function turnStanding(state: ConditionState): "dead" | "down" | "up" {
  const conditions = teamsConditions(state);
  if (conditions.includes("dead")) return "dead";
  return conditions.includes("unconscious") ? "down" : "up";
}
