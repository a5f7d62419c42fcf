/** The statuses `declared` puts on tokens, and what each means to the turn engines. */
import type { RulesetStatus } from "../../../../core/ruleset/contract";
import type { DeclaredWoundState } from "./wound-state";

const P = "FRAY.Declared.Status";

export const DECLARED_STATUS = {
  incapacitated: "incapacitated",
  dying: "dying",
  stabilized: "stabilized",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
  surprised: "surprised",
  prone: "prone",
  hobbled: "hobbled",
  concussed: "concussed",
  paralyzed: "paralyzed",
  blindedOneEye: "blindedOneEye",
  deafenedOneEar: "deafenedOneEar",
  speechless: "speechless",
  suffocating: "suffocating",
} as const;

export type DeclaredStatusId = (typeof DECLARED_STATUS)[keyof typeof DECLARED_STATUS];

const status = (id: DeclaredStatusId, icon: string, turn?: RulesetStatus["turn"]): RulesetStatus & { id: DeclaredStatusId } => ({
  id,
  name: `${P}.${id}`,
  img: `icons/svg/${icon}.svg`,
  ...(turn ? { turn } : {}),
});

/** A status the GM alone sets (an injury's lasting effect, suffocation, surprise): a player's own toggle is undone. */
const gmKept = (kept: RulesetStatus & { id: DeclaredStatusId }) => ({ ...kept, gmOnly: true });

/**
 * Incapacitated, dying and stabilized creatures are down but keep their turn ("dying" to the engines):
 * each still crawls or takes an action at a price. Paralyzed is down without a turn (it can only speak).
 * Surprised changes no turn: the engine reads it when the fight starts and skips round 1 itself. The
 * injuries' effects, suffocation and surprise are the GM's (`gmOnly`); prone stays the player's to set.
 */
export const DECLARED_STATUSES: readonly (RulesetStatus & { id: DeclaredStatusId })[] = [
  status(DECLARED_STATUS.incapacitated, "unconscious", "dying"),
  status(DECLARED_STATUS.dying, "blood", "dying"),
  status(DECLARED_STATUS.stabilized, "regen", "dying"),
  status(DECLARED_STATUS.dead, "skull", "defeated"),
  gmKept(status(DECLARED_STATUS.surprised, "terror")),
  status(DECLARED_STATUS.prone, "falling"),
  gmKept(status(DECLARED_STATUS.hobbled, "downgrade")),
  gmKept(status(DECLARED_STATUS.concussed, "daze")),
  status(DECLARED_STATUS.paralyzed, "paralysis", "down"),
  gmKept(status(DECLARED_STATUS.blindedOneEye, "blind")),
  gmKept(status(DECLARED_STATUS.deafenedOneEar, "deaf")),
  gmKept(status(DECLARED_STATUS.speechless, "silenced")),
  gmKept(status(DECLARED_STATUS.suffocating, "degen")),
];

const WOUND_STATUSES = [DECLARED_STATUS.incapacitated, DECLARED_STATUS.dying, DECLARED_STATUS.stabilized, DECLARED_STATUS.dead] as const;

/** The one wound status a creature in this state shows (none when up), and the others to take off its token. */
export function woundStatuses(state: DeclaredWoundState): { show: DeclaredStatusId | null; remove: DeclaredStatusId[] } {
  const show = (WOUND_STATUSES as readonly string[]).includes(state) ? (state as DeclaredStatusId) : null;
  return { show, remove: WOUND_STATUSES.filter((id) => id !== show) };
}
