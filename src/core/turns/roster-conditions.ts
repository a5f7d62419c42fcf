/** Defeat, leaving, unconsciousness and recovery on a roster: the same bookkeeping in sides, teams and factions. */
import type { ConditionCommand } from "./commands";
import type { Reason, TurnEvent } from "./engine";
import { Refusal } from "./refusals";
import { findMember, patchMember, type RosterMember } from "./roster";

export type ConditionResult<M extends RosterMember> =
  | { ok: true; members: M[]; activeId: string | null; events: TurnEvent[] }
  | { ok: false; reason: Reason };

export function applyCondition<M extends RosterMember>(
  members: M[],
  activeId: string | null,
  cmd: ConditionCommand,
): ConditionResult<M> {
  if (!cmd.by.isGM) return { ok: false, reason: { key: Refusal.GMOnly } };
  const m = findMember(members, cmd.combatantId);
  if (m === null) return { ok: false, reason: { key: Refusal.UnknownCombatant, data: { id: cmd.combatantId } } };
  const wasActive = activeId === m.id;
  const events: TurnEvent[] = [];
  const done = (next: M[]): ConditionResult<M> => ({ ok: true, members: next, activeId: wasActive ? null : activeId, events });
  switch (cmd.type) {
    case "defeat":
      if (m.defeated) return { ok: false, reason: { key: Refusal.Defeated, data: { id: m.id } } };
      // A defeated combatant gets no turn events, not even the end of a turn it was taking; it never acts again.
      return done(patchMember(members, m.id, { defeated: true }));
    case "leave":
      if (wasActive) events.push({ type: "turnEnd", combatantIds: [m.id] });
      return done(members.filter((x) => x.id !== m.id));
    case "fallUnconscious":
      if (m.defeated) return { ok: false, reason: { key: Refusal.Defeated, data: { id: m.id } } };
      if (m.unconscious) return { ok: false, reason: { key: Refusal.Unconscious, data: { id: m.id } } };
      if (wasActive) events.push({ type: "turnEnd", combatantIds: [m.id] });
      // Falling during its own turn spends the turn; before it, the turn is merely unavailable.
      return done(patchMember(members, m.id, { unconscious: true, acted: m.acted || wasActive }));
    case "recover":
      if (!m.unconscious) return { ok: false, reason: { key: Refusal.NotUnconscious, data: { id: m.id } } };
      return done(patchMember(members, m.id, { unconscious: false }));
  }
}
