/**
 * Combatant bookkeeping shared by the choose-who-acts engines: who belongs to which group,
 * who owns whom, and who has acted this round. Plain JSON only.
 */
import { isId, isOwnerList, speaksFor } from "./authority";
import type { Issuer, Reason } from "./engine";
import { Refusal } from "./refusals";

export interface RosterMember {
  id: string;
  /** The side, team or faction the combatant fights for. */
  groupId: string;
  /** User ids of the players who own the combatant. */
  owners: string[];
  defeated: boolean;
  unconscious: boolean;
  /** Has taken (or lost by spending it) its turn this round. */
  acted: boolean;
}

export interface MemberInput {
  id: string;
  groupId: string;
  owners: string[];
  /** A joiner that already acted this round (it left and came back). */
  acted?: boolean;
}

export function freshStatus(): Pick<RosterMember, "defeated" | "unconscious" | "acted"> {
  return { defeated: false, unconscious: false, acted: false };
}

/** A mid-fight joiner's status: fresh, except that one coming back after acting this round stays acted. */
export function joinerStatus(m: MemberInput): Pick<RosterMember, "defeated" | "unconscious" | "acted"> {
  return { ...freshStatus(), acted: m.acted === true };
}

export function findMember<M extends RosterMember>(members: readonly M[], id: string): M | null {
  return members.find((m) => m.id === id) ?? null;
}

/** Conscious, still in the fight and has not yet used this round's turn. */
export function canTakeTurn(m: RosterMember): boolean {
  return !m.defeated && !m.unconscious && !m.acted;
}

/** The GM, or a player who owns the combatant. */
export const commands: (by: Issuer, m: RosterMember) => boolean = speaksFor;

/** A player speaks for a group when they own one of its members still in the fight. */
export function speaksForGroup(by: Issuer, members: readonly RosterMember[], groupId: string): boolean {
  return by.isGM || members.some((m) => m.groupId === groupId && !m.defeated && m.owners.includes(by.userId));
}

export function patchMember<M extends RosterMember>(members: readonly M[], id: string, patch: Partial<RosterMember>): M[] {
  return members.map((m) => (m.id === id ? { ...m, ...patch } : m));
}

export function resetActed<M extends RosterMember>(members: readonly M[]): M[] {
  return members.map((m) => ({ ...m, acted: false }));
}

/** Why a combatant cannot start a turn now, ignoring whose turn it is; null if it can. */
export function whyCannotTakeTurn(m: RosterMember): Reason | null {
  if (m.defeated) return { key: Refusal.Defeated, data: { id: m.id } };
  if (m.unconscious) return { key: Refusal.Unconscious, data: { id: m.id } };
  if (m.acted) return { key: Refusal.AlreadyActed, data: { id: m.id } };
  return null;
}

/** Checks a starting roster: unique non-empty ids, every member in a known group. */
export function validateRoster(groupIds: readonly string[], members: readonly MemberInput[]): Reason | null {
  if (groupIds.length === 0) return { key: Refusal.InvalidSetup, data: { problem: "noGroups" } };
  if (!groupIds.every(isId)) return { key: Refusal.InvalidSetup, data: { problem: "groupId" } };
  const twiceGroup = firstDuplicate(groupIds);
  if (twiceGroup !== undefined) return { key: Refusal.DuplicateId, data: { id: twiceGroup } };
  const memberIds = members.map((m) => m.id);
  if (!memberIds.every(isId)) return { key: Refusal.InvalidSetup, data: { problem: "combatantId" } };
  const twiceMember = firstDuplicate(memberIds);
  if (twiceMember !== undefined) return { key: Refusal.DuplicateId, data: { id: twiceMember } };
  for (const m of members) {
    if (!groupIds.includes(m.groupId)) return { key: Refusal.UnknownGroup, data: { id: m.groupId } };
    if (!isOwnerList(m.owners)) return { key: Refusal.InvalidSetup, data: { problem: "owners" } };
  }
  return null;
}

function firstDuplicate(ids: readonly string[]): string | undefined {
  return ids.find((id, i) => ids.indexOf(id) !== i);
}

/** Checks one late joiner against the current roster. */
export function validateJoiner(members: readonly RosterMember[], groupIds: readonly string[], m: MemberInput): Reason | null {
  if (!isId(m.id)) return { key: Refusal.InvalidSetup, data: { problem: "combatantId" } };
  if (members.some((x) => x.id === m.id)) return { key: Refusal.DuplicateId, data: { id: m.id } };
  if (!isId(m.groupId)) return { key: Refusal.InvalidSetup, data: { problem: "groupId" } };
  if (!groupIds.includes(m.groupId)) return { key: Refusal.UnknownGroup, data: { id: m.groupId } };
  if (!isOwnerList(m.owners)) return { key: Refusal.InvalidSetup, data: { problem: "owners" } };
  return null;
}
