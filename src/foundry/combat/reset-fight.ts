/**
 * The GM's ways out of a fight that went wrong, whatever its record holds: Reset puts the encounter back to
 * "not started" keeping its combatants; Rebuild resets it, then starts it again with the same structure
 * from the combatants present and the start panel's default choices. GM only; the confirmation is asked on
 * the GM's own client before the command is sent (reset-controls.ts), never on the GM's lane.
 */
import { isTurnStructureId } from "../../core/rulesets";
import type { GmAnswer } from "../channel";
import { combatData } from "./combat-model";
import { combatFor, isGM, startEncounter } from "./combat-queries";
import type { StartChoices } from "./fight-setup";
import { writeNotStarted } from "./not-started";

export const RESET_FIGHT = "resetFight";
export const REBUILD_FIGHT = "rebuildFight";

/** What the start panel starts with when the GM changes nothing. */
const DEFAULT_CHOICES: StartChoices = { startedBy: null, attacked: null, surprising: null, fastSlow: false, partyGroupId: null, shareInitiative: "none" };

export async function handleResetFight(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (!isGM(userId)) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  await writeNotStarted(combat);
  return { ok: true };
}

export async function handleRebuildFight(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  if (!isGM(userId)) return { ok: false, reason: "FRAY.Tracker.Refusal.gmOnly" };
  const combat = combatFor(payload);
  if (!combat) return { ok: false, reason: "FRAY.Tracker.Refusal.noCombat" };
  // The structure the record names, when it names one; else the one a new start would take.
  const stored = combatData(combat)?.structure;
  const structure = isTurnStructureId(stored) ? stored : combat.frayStructure;
  await writeNotStarted(combat);
  // A start refused now (nobody left to fight) leaves the encounter reset, and says why.
  return startEncounter(combat, structure, { ...DEFAULT_CHOICES });
}
