/**
 * How a Heal check is rolled (the chapter names the check, not its dice): a d20 plus the Heal skill
 * bonus, as every skill check of this family is a d20 plus the skill; and what it can do for a patient:
 * stabilize one that is down, clear a suffocating one's airway. Pure.
 */
import { withBonus } from "../../../../core/dice/formula";
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { DECLARED_CONDITION_REFUSAL } from "./labels";
import type { DeclaredWoundState } from "./wound-state";

export const HEAL_CHECK_DIE = "1d20";
export const HEAL_SKILL_LINE = "FRAY.Declared.Stabilize.Line.Heal";

export interface HealCheck {
  formula: string;
  lines: Modifier[];
}

export function healCheck(healBonus: number): HealCheck {
  return { formula: withBonus(HEAL_CHECK_DIE, healBonus), lines: [{ key: HEAL_SKILL_LINE, value: healBonus }] };
}

export interface HealPurpose {
  /** The patient is incapacitated or dying: success stabilizes it. */
  stabilizes: boolean;
  /** The patient is suffocating: success clears its airway, down or not. */
  clearsAirway: boolean;
}

/** What a Heal check on this patient can do; refused when nothing (dead, or up and breathing, or already stabilized and breathing). */
export function healPurpose(state: DeclaredWoundState, suffocating: boolean): Decision<HealPurpose> {
  if (state === "dead") return refuse(DECLARED_CONDITION_REFUSAL.dead);
  const stabilizes = state === "incapacitated" || state === "dying";
  if (!stabilizes && !suffocating) return refuse(state === "stabilized" ? DECLARED_CONDITION_REFUSAL.alreadyStabilized : DECLARED_CONDITION_REFUSAL.notDown);
  return { ok: true, stabilizes, clearsAirway: suffocating };
}
