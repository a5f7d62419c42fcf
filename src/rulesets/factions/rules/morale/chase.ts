/**
 * Long chases, resolved at once: each fleeing character compares its pace (speed) and stamina (how long
 * it keeps that speed) with the pursuers'. An edge with no handicap escapes without a save, a handicap
 * with no edge cannot escape; otherwise (even, or an edge and a handicap) a group AGI save decides.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_CHASE_OUTCOME, FACTIONS_MORALE_REFUSAL } from "./labels";

/** The fleer against its pursuers. */
export type Compared = "better" | "even" | "worse";

export interface Fleer {
  id: string;
  speed: Compared;
  stamina: Compared;
}

export type ChaseStanding = "outpaces" | "outpaced" | "save";

export function chaseStanding(f: Fleer): ChaseStanding {
  const edge = f.speed === "better" || f.stamina === "better";
  const handicap = f.speed === "worse" || f.stamina === "worse";
  if (edge && !handicap) return "outpaces";
  if (handicap && !edge) return "outpaced";
  return "save";
}

/** Who makes the group AGI save. */
export function chaseRollers(fleers: readonly Fleer[]): string[] {
  return fleers.filter((f) => chaseStanding(f) === "save").map((f) => f.id);
}

export interface ChaseResult {
  id: string;
  escapes: boolean;
  outcome: string;
}

/** Each fleer's fate; `agiPassed` holds the AGI save of those who rolled, by id. */
export function chaseOutcome(fleers: readonly Fleer[], agiPassed: Readonly<Record<string, boolean>>): Decision<{ results: ChaseResult[] }> {
  const results: ChaseResult[] = [];
  for (const f of fleers) {
    const standing = chaseStanding(f);
    if (standing === "outpaces") results.push({ id: f.id, escapes: true, outcome: FACTIONS_CHASE_OUTCOME.outpaces });
    else if (standing === "outpaced") results.push({ id: f.id, escapes: false, outcome: FACTIONS_CHASE_OUTCOME.outpaced });
    else {
      const passed = agiPassed[f.id];
      if (passed === undefined) return refuse(FACTIONS_MORALE_REFUSAL.missingSave, { id: f.id });
      results.push({ id: f.id, escapes: passed, outcome: passed ? FACTIONS_CHASE_OUTCOME.escapes : FACTIONS_CHASE_OUTCOME.caught });
    }
  }
  return { ok: true, results };
}
