/**
 * Resuscitate: "go prone, then make a test to return someone to consciousness". The chapter names
 * neither the test nor its difficulty; Fray tests intellect + medicine (no proficiency) against the
 * world's choice: the patient's missing health (as fortifying to stay conscious is) or a fixed 10.
 * Success clears the unconscious condition and a patient at 0 health comes back with 1.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { missingHealth, type Pool } from "../combat/harm";
import { TEAMS_TEST_REFUSAL } from "./labels";
import type { TestChoice } from "./test-roll";

export const RESUSCITATION_TEST: TestChoice = { attribute: "intellect", skill: "medicine", proficiency: null };

export const RESUSCITATION_RULES = ["missingHealth", "fixed"] as const;
export type ResuscitationRule = (typeof RESUSCITATION_RULES)[number];
export const FIXED_RESUSCITATION_DIFFICULTY = 10;

export function resuscitationDifficulty(rule: ResuscitationRule, patientHealth: Pool): number {
  return rule === "fixed" ? FIXED_RESUSCITATION_DIFFICULTY : missingHealth(patientHealth);
}

export interface Patient {
  unconscious: boolean;
  dead: boolean;
  health: Pool;
}

/** Only an unconscious, living character can be resuscitated (0 health counts as unconscious). */
export function checkResuscitation(patient: Patient): Decision<object> {
  if (patient.dead) return refuse(TEAMS_TEST_REFUSAL.patientDead);
  if (!patient.unconscious && patient.health.value > 0) return refuse(TEAMS_TEST_REFUSAL.patientConscious);
  return { ok: true };
}

/** The patient's health once revived: 1 at 0 health (consciousness needs some), else unchanged. */
export function revivedHealth(health: Pool): number {
  return health.value > 0 ? health.value : Math.min(1, health.max);
}
