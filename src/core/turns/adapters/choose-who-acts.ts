/**
 * Translation pieces shared by the three choose-who-acts adapters (sides, teams, factions): their
 * engines share the roster, the activate/endTurn/condition commands and the pending-roll bookkeeping.
 */
import type { CommonCommand, ConditionCommand } from "../commands";
import type { Issuer } from "../engine";
import type { PendingRoll, RollCommand } from "../rolls";
import type { MemberInput, RosterMember } from "../roster";
import type { FighterInput, FighterStatus, FighterView, Intent, PendingRollView, RollResult } from "./adapter";

/** The roster entry of a fighter; `groupId` overrides the fighter's own (a joiner bringing a new group). */
export function memberInput(f: FighterInput, groupId: string | null = null): MemberInput {
  return { id: f.id, groupId: groupId ?? f.groupId ?? "", owners: [...f.owners], ...(f.actedThisRound === true ? { acted: true } : {}) };
}

/** What the tracker shows for one roster member. */
export function fighterStatus(m: RosterMember, activeId: string | null, canAct: ReadonlySet<string>): FighterStatus {
  if (m.id === activeId) return "acting";
  if (m.defeated) return "defeated";
  if (m.unconscious) return "unconscious";
  if (m.acted) return "acted";
  return canAct.has(m.id) ? "ready" : "waiting";
}

export function fighterViews(members: readonly RosterMember[], activeId: string | null, canAct: readonly string[]): FighterView[] {
  const ready = new Set(canAct);
  return members.map((m) => ({
    id: m.id,
    groupId: m.groupId,
    status: fighterStatus(m, activeId, ready),
    initiative: null,
    declared: null,
    held: null,
  }));
}

/** One view per pending roll; a fight-wide roll (no group) is for `wholeFight` (usually nobody in particular). */
export function pendingRollViews(pending: readonly PendingRoll[], wholeFight: (p: PendingRoll) => string[] = () => []): PendingRollView[] {
  return pending.map((p) => ({ purpose: p.purpose, formula: p.formula, forIds: p.forId === null ? wholeFight(p) : [p.forId] }));
}

/**
 * The engine's roll command for a Foundry total. The result names the roll by purpose and id; a fight-wide
 * roll (forId null in the engine) is matched by purpose alone, whatever id the shell put on it.
 */
export function rollCommandFor(pending: readonly PendingRoll[], result: RollResult, by: Issuer): RollCommand {
  const same = pending.find((p) => p.purpose === result.purpose && p.forId === result.forId);
  const wide = pending.find((p) => p.purpose === result.purpose && p.forId === null);
  const forId = same !== undefined ? same.forId : wide !== undefined ? null : result.forId;
  return { type: "roll", by, purpose: result.purpose, forId, total: result.total };
}

export function conditionCommand(intent: Intent, by: Issuer): ConditionCommand | null {
  const combatantId = intent.combatantId;
  if (combatantId === undefined) return null;
  switch (intent.kind) {
    case "defeat": return { type: "defeat", by, combatantId };
    case "fallUnconscious": return { type: "fallUnconscious", by, combatantId };
    case "recover": return { type: "recover", by, combatantId };
    case "leave": return { type: "leave", by, combatantId };
    default: return null;
  }
}

/** act, endTurn, nextRound, undo and the conditions: the intents every choose-who-acts engine reads alike. */
export function commonCommand(intent: Intent, activeId: string | null, by: Issuer): CommonCommand | null {
  switch (intent.kind) {
    case "act":
      return intent.combatantId === undefined ? null : { type: "activate", by, combatantId: intent.combatantId };
    case "endTurn": {
      // Without a name the button means "end the turn in progress".
      const combatantId = intent.combatantId ?? activeId;
      return combatantId === null ? null : { type: "endTurn", by, combatantId };
    }
    case "nextRound": return { type: "nextRound", by };
    case "undo": return { type: "undo", by };
    default: return conditionCommand(intent, by);
  }
}

/** act for everyone who may start a turn now, endTurn for the one taking it. */
export function turnCandidates(canAct: readonly string[], activeId: string | null): Intent[] {
  const acts: Intent[] = canAct.filter((id) => id !== activeId).map((id) => ({ kind: "act", combatantId: id }));
  return activeId === null ? acts : [...acts, { kind: "endTurn", combatantId: activeId }];
}

/** The GM's buttons: conditions on every combatant they can apply to, the next round, and undo. */
export function gmCandidates(members: readonly RosterMember[], playing: boolean, canUndo: boolean): Intent[] {
  const out: Intent[] = [];
  for (const m of members) {
    if (!m.defeated) out.push({ kind: "defeat", combatantId: m.id });
    if (!m.defeated && !m.unconscious) out.push({ kind: "fallUnconscious", combatantId: m.id });
    if (m.unconscious) out.push({ kind: "recover", combatantId: m.id });
    out.push({ kind: "leave", combatantId: m.id });
  }
  if (playing) out.push({ kind: "nextRound" });
  if (canUndo) out.push({ kind: "undo" });
  return out;
}

export const activeIdsOf = (activeId: string | null): string[] => (activeId === null ? [] : [activeId]);
