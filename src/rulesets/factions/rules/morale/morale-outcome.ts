/**
 * The group WIT save's result: those who pass are immune to morale for the rest of the fight, those
 * who fail must surrender or retreat at once, in the morale step (no turn is spent on it).
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_MORALE_BREAK, FACTIONS_MORALE_REFUSAL, type FactionsMoraleBreak } from "./labels";

export interface MoraleOutcome {
  /** Gain the passed-morale condition. */
  holding: string[];
  /** Must now surrender or retreat. */
  breaking: string[];
}

/** `passed` holds each roller's WIT save result, by id. */
export function moraleOutcome(rollers: readonly string[], passed: Readonly<Record<string, boolean>>): Decision<MoraleOutcome> {
  const missing = rollers.find((id) => passed[id] === undefined);
  if (missing !== undefined) return refuse(FACTIONS_MORALE_REFUSAL.missingSave, { id: missing });
  return { ok: true, holding: rollers.filter((id) => passed[id]), breaking: rollers.filter((id) => !passed[id]) };
}

/** The choices of a character whose morale broke, in the order a card lists them. */
export function moraleBreakChoices(): { choice: FactionsMoraleBreak; label: string }[] {
  return (Object.keys(FACTIONS_MORALE_BREAK) as FactionsMoraleBreak[]).map((choice) => ({ choice, label: FACTIONS_MORALE_BREAK[choice] }));
}
