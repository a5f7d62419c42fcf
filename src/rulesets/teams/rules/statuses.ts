/** The statuses `teams` puts on tokens, and what each means to the turn engines. */
import type { RulesetStatus } from "../../../core/ruleset/contract";
import type { TeamsCondition } from "./derived/conditions";

/**
 * Status ids the `teams` flows set and read: the chapter's conditions under their own names, and what
 * Guard and Seek Cover give until the next turn, which attackers must see on the token.
 */
export const TEAMS_STATUS = {
  harmed: "harmed",
  bloodied: "bloodied",
  unconscious: "unconscious",
  prone: "prone",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
  guarding: "guarding",
  inCover: "inCover",
} as const satisfies Record<string, string> & { [C in TeamsCondition]: C };

export type TeamsStatusId = (typeof TEAMS_STATUS)[keyof typeof TEAMS_STATUS];

/**
 * Unconscious loses the turn until consciousness returns (down, not dying: the chapter's death test is
 * made at once, not over turns); dead leaves the fight. Harmed, bloodied, prone, guarding and in cover
 * change numbers, not turns.
 */
export const TEAMS_STATUSES: readonly (RulesetStatus & { id: TeamsStatusId })[] = [
  { id: TEAMS_STATUS.harmed, name: "FRAY.Teams.Status.harmed", img: "icons/svg/downgrade.svg" },
  { id: TEAMS_STATUS.bloodied, name: "FRAY.Teams.Status.bloodied", img: "icons/svg/blood.svg" },
  { id: TEAMS_STATUS.unconscious, name: "FRAY.Teams.Status.unconscious", img: "icons/svg/unconscious.svg", turn: "down" },
  { id: TEAMS_STATUS.prone, name: "FRAY.Teams.Status.prone", img: "icons/svg/falling.svg" },
  { id: TEAMS_STATUS.dead, name: "FRAY.Teams.Status.dead", img: "icons/svg/skull.svg", turn: "defeated" },
  { id: TEAMS_STATUS.guarding, name: "FRAY.Teams.Status.guarding", img: "icons/svg/shield.svg" },
  { id: TEAMS_STATUS.inCover, name: "FRAY.Teams.Status.inCover", img: "icons/svg/castle.svg" },
];
