/** The chase flow's GM commands and texts; English under FRAY.Factions.Chase in lang/en.json. */
import type { Reason } from "../../../../core/rules-types";

const C = "FRAY.Factions.Chase";

export const CHASE_COMMANDS = {
  now: "factionsChaseNow",
  pace: "factionsChasePace",
  run: "factionsChaseRun",
  undo: "factionsChaseUndo",
} as const;

export const CHASE_TEXT = {
  trackerButton: `${C}.TrackerButton`,
  title: `${C}.Card.Title`,
  hint: `${C}.Card.Hint`,
  pace: { stays: `${C}.Pace.stays`, faster: `${C}.Pace.faster`, even: `${C}.Pace.even`, slower: `${C}.Pace.slower` },
  save: `${C}.Card.Save`,
  run: `${C}.Card.Run`,
  undo: `${C}.Card.Undo`,
  undone: `${C}.Card.Undone`,
  nobody: `${C}.Card.Nobody`,
} as const;

const R = `${C}.Refusal`;
export const CHASE_REFUSAL = {
  missing: { key: `${R}.Missing` },
  notGm: { key: `${R}.NotGm` },
  gmOnly: { key: `${R}.GmOnly` },
  done: { key: `${R}.Done` },
  notRun: { key: `${R}.NotRun` },
  noFleer: { key: `${R}.NoFleer` },
  unknown: { key: `${R}.Unknown` },
} as const satisfies Record<string, Reason>;
