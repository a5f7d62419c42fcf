/**
 * "Teams and their members will take turns performing actions until one team remains or one team
 * completes their objective." Whether that has happened, read from an engine's view and the GM's
 * objectives. It only says so: ending the fight is the GM's decision, never taken here.
 */
import type { FighterStatus, FighterView, GroupView } from "./adapters/adapter";

/** Down or out: a combatant with one of these statuses cannot act for its team. */
export const DOWN_STATUSES: readonly FighterStatus[] = ["dying", "unconscious", "defeated"];

export function canStillAct(status: FighterStatus): boolean {
  return !DOWN_STATUSES.includes(status);
}

/** A team's objective as the GM wrote it; `complete` once the GM marks it done. */
export interface Objective {
  text: string;
  complete: boolean;
}

export type FightEndReason =
  /** The GM marked this team's objective complete. */
  | { kind: "objective"; groupId: string }
  /** Everyone still able to act is on this team. */
  | { kind: "lastTeam"; groupId: string }
  /** Nobody on any team can act. */
  | { kind: "noTeam" };

/** The teams (in the view's order) with at least one member who can still act. */
export function teamsStillFighting(view: { groups: readonly Pick<GroupView, "id">[]; fighters: readonly Pick<FighterView, "groupId" | "status">[] }): string[] {
  const able = new Set(view.fighters.filter((fighter) => canStillAct(fighter.status)).map((fighter) => fighter.groupId));
  return view.groups.map((group) => group.id).filter((id) => able.has(id));
}

/**
 * Why the fight could end now, for the GM to decide on: each team whose objective is complete, then
 * the last team standing (or that none is). Empty while the fight goes on, and always where the
 * structure has no teams.
 */
export function fightEndReasons(
  view: { groups: readonly Pick<GroupView, "id">[]; fighters: readonly Pick<FighterView, "groupId" | "status">[] },
  objectives: Readonly<Record<string, Objective>>,
): FightEndReason[] {
  if (view.groups.length === 0) return [];
  const reasons: FightEndReason[] = view.groups
    .filter((group) => objectives[group.id]?.complete === true)
    .map((group) => ({ kind: "objective", groupId: group.id }));
  const standing = teamsStillFighting(view);
  if (standing.length === 1) reasons.push({ kind: "lastTeam", groupId: standing[0]! });
  if (standing.length === 0) reasons.push({ kind: "noTeam" });
  return reasons;
}
