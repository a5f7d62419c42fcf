/**
 * What the tracker adds to its team headers: each team's objective (everyone sees it; the GM gets
 * the buttons to write it and mark it complete), and for the GM alone why the fight could end now,
 * with End the fight. Pure: the words come from the `translate` it is handed.
 */
import type { Translate } from "../../core/rules-types";
import type { TrackerView } from "../../core/turns/adapters/adapter";
import { fightEndReasons, type FightEndReason, type Objective } from "../../core/turns/fight-end";

export interface FightEndLine {
  kind: FightEndReason["kind"];
  groupId: string;
  text: string;
}

export interface ObjectiveRow {
  text: string;
  complete: boolean;
}

function lineOf(reason: FightEndReason, names: Record<string, string>, objectives: Record<string, Objective>, translate: Translate): FightEndLine {
  if (reason.kind === "noTeam") return { kind: "noTeam", groupId: "", text: translate("FRAY.Tracker.FightEnd.noTeam") };
  const team = names[reason.groupId] ?? reason.groupId;
  if (reason.kind === "lastTeam") return { kind: "lastTeam", groupId: reason.groupId, text: translate("FRAY.Tracker.FightEnd.lastTeam", { team }) };
  return { kind: "objective", groupId: reason.groupId, text: translate("FRAY.Tracker.FightEnd.objective", { team, objective: objectives[reason.groupId]?.text ?? "" }) };
}

/**
 * The objectives by group for the headers (null where the GM wrote none) and, for the GM, the lines
 * saying the fight could end. Players never see those lines: a hidden foe still standing would show.
 */
export function trackerObjectives(
  view: Pick<TrackerView, "groups" | "fighters">,
  objectives: Record<string, Objective>,
  names: Record<string, string>,
  viewer: { isGM: boolean },
  translate: Translate,
): { byGroup: Record<string, ObjectiveRow | null>; fightEnd: FightEndLine[] } {
  const byGroup = Object.fromEntries(
    view.groups.map((group) => {
      const objective = objectives[group.id];
      return [group.id, objective && objective.text !== "" ? { text: objective.text, complete: objective.complete } : null];
    }),
  );
  const fightEnd = viewer.isGM ? fightEndReasons(view, objectives).map((reason) => lineOf(reason, names, objectives, translate)) : [];
  return { byGroup, fightEnd };
}
