/**
 * Translation pieces shared by the two order-based adapters (individual, declared): their engines
 * read the condition commands alike (fallUnconscious may be `dying`), and offer the GM the same buttons.
 */
import type { DefeatCommand, FallUnconsciousCommand, LeaveCommand, NextRoundCommand, RecoverCommand, UndoCommand } from "../commands";
import type { Condition } from "../conditions";
import type { Issuer } from "../engine";
import type { FighterStatus, Intent } from "./adapter";

export type SequenceConditionCommand = DefeatCommand | LeaveCommand | RecoverCommand | (FallUnconsciousCommand & { dying?: boolean });

/** defeat, fallUnconscious (dying or not), recover, leave, nextRound and undo: read alike by both engines. */
export function sequenceCommonCommand(intent: Intent, by: Issuer): SequenceConditionCommand | NextRoundCommand | UndoCommand | null {
  if (intent.kind === "nextRound") return { type: "nextRound", by };
  if (intent.kind === "undo") return { type: "undo", by };
  const combatantId = intent.combatantId;
  if (combatantId === undefined) return null;
  switch (intent.kind) {
    case "defeat":
      return { type: "defeat", by, combatantId };
    case "fallUnconscious":
      return intent.dying === true ? { type: "fallUnconscious", by, combatantId, dying: true } : { type: "fallUnconscious", by, combatantId };
    case "recover":
      return { type: "recover", by, combatantId };
    case "leave":
      return { type: "leave", by, combatantId };
    default:
      return null;
  }
}

/** The GM's condition buttons for one combatant, by its current condition. */
export function conditionCandidates(id: string, condition: Condition): Intent[] {
  const out: Intent[] = [];
  if (condition !== "defeated") out.push({ kind: "defeat", combatantId: id });
  if (condition === "active") out.push({ kind: "fallUnconscious", combatantId: id, dying: true });
  if (condition === "active" || condition === "dying") out.push({ kind: "fallUnconscious", combatantId: id });
  if (condition !== "active") out.push({ kind: "recover", combatantId: id });
  out.push({ kind: "leave", combatantId: id });
  return out;
}

/** The status a condition forces, whatever the turn; null when the combatant is up and about. */
export function downStatus(condition: Condition): FighterStatus | null {
  if (condition === "defeated") return "defeated";
  if (condition === "unconscious") return "unconscious";
  return null;
}
