/** Who may start or end a turn now: the same checks in sides, teams and factions. */
import type { ActivateCommand, EndTurnCommand } from "./commands";
import type { Reason, TurnEvent } from "./engine";
import { Refusal } from "./refusals";
import { commands, findMember, patchMember, whyCannotTakeTurn, type RosterMember } from "./roster";

export type Checked<M> = { ok: true; member: M } | { ok: false; reason: Reason };

const no = <M>(key: string, id: string): Checked<M> => ({ ok: false, reason: { key, data: { id } } });

/** The chosen combatant exists, is the issuer's to command, belongs to the group on turn, and can act. */
export function checkActivate<M extends RosterMember>(
  members: readonly M[], cmd: ActivateCommand, groupOnTurn: string | null, activeId: string | null,
): Checked<M> {
  const m = findMember(members, cmd.combatantId);
  if (m === null) return no(Refusal.UnknownCombatant, cmd.combatantId);
  if (!commands(cmd.by, m)) return no(Refusal.NotOwner, m.id);
  if (m.groupId !== groupOnTurn) return no(Refusal.NotYourTurn, m.id);
  if (activeId !== null) return no(Refusal.TurnInProgress, activeId);
  const why = whyCannotTakeTurn(m);
  return why === null ? { ok: true, member: m } : { ok: false, reason: why };
}

/** Only the combatant taking its turn can end it, by its owner or the GM. */
export function checkEndTurn<M extends RosterMember>(members: readonly M[], cmd: EndTurnCommand, activeId: string | null): Checked<M> {
  const m = activeId === null ? null : findMember(members, activeId);
  if (m === null || m.id !== cmd.combatantId) return no(Refusal.NotActive, cmd.combatantId);
  if (!commands(cmd.by, m)) return no(Refusal.NotOwner, m.id);
  return { ok: true, member: m };
}

/** Ends the active turn, if any: the combatant has now acted. */
export function spendActiveTurn<M extends RosterMember>(members: M[], activeId: string | null, ev: TurnEvent[]): M[] {
  if (activeId === null) return members;
  ev.push({ type: "turnEnd", combatantIds: [activeId] });
  return patchMember(members, activeId, { acted: true });
}
