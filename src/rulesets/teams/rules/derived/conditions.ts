/**
 * The conditions a character is in, from its numbers and the flags the table sets: harmed (endurance
 * at half or less), bloodied (health below its maximum), unconscious (at 0 health, or knocked out),
 * prone, dead. A dead character is only dead.
 */
import { isBloodied, isHarmed, type Pool } from "../combat/harm";

export const TEAMS_CONDITIONS = ["harmed", "bloodied", "unconscious", "prone", "dead"] as const;
export type TeamsCondition = (typeof TEAMS_CONDITIONS)[number];

export interface ConditionState {
  endurance: Pool;
  health: Pool;
  unconscious: boolean;
  prone: boolean;
  dead: boolean;
}

export function teamsConditions(state: ConditionState): TeamsCondition[] {
  if (state.dead) return ["dead"];
  const conditions: TeamsCondition[] = [];
  // A creature without endurance has none to lose, so it is never harmed.
  if (state.endurance.max > 0 && isHarmed(state.endurance)) conditions.push("harmed");
  if (isBloodied(state.health)) conditions.push("bloodied");
  if (state.unconscious || state.health.value <= 0) conditions.push("unconscious");
  if (state.prone) conditions.push("prone");
  return conditions;
}

/** "If at any time a character becomes unable to act (such as by becoming unconscious), they lose the ability to take a turn": the dead too. */
export function unableToAct(conditions: readonly TeamsCondition[]): boolean {
  return conditions.includes("unconscious") || conditions.includes("dead");
}
