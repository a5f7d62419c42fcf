/** The references every choose-who-acts roster keeps: unique fighters, each in a group of the fight, one of them acting. */
import type { SchemaIssue } from "../validate";
import { idSet, repeatedIds, unknownFieldIds, unknownId, unknownIds } from "./parts";

export interface RosterRefs {
  members: readonly { id: string; groupId: string }[];
  activeId: string | null;
}

/** `groups`: the fight's group ids; `groupWhat`: what a group is called here ("side", "team", "faction"). */
export function rosterIssues(s: RosterRefs, groups: ReadonlySet<string>, path: string, groupWhat: string): SchemaIssue[] {
  const fighters = idSet(s.members);
  return [
    ...repeatedIds(s.members.map((m) => m.id), `${path}.members`),
    ...unknownFieldIds(s.members, "groupId", groups, `${path}.members`, groupWhat),
    ...unknownId(s.activeId, fighters, `${path}.activeId`, "fighter"),
  ];
}

/** A group list's own ids are unique, and each list of group ids names groups of the fight. */
export function groupListIssues(lists: Record<string, readonly string[]>, groups: ReadonlySet<string>, path: string, groupWhat: string): SchemaIssue[] {
  return Object.entries(lists).flatMap(([key, list]) => unknownIds(list, groups, `${path}.${key}`, groupWhat));
}
