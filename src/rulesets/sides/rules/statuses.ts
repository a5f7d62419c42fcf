/** The statuses sides puts on tokens, and what each means to the turn engines. */
import type { RulesetStatus } from "../../../core/ruleset/contract";

/** Status ids the sides flows set and read (damage application, grapple, Total Defense …). */
export const SIDES_STATUS = {
  mortallyWounded: "mortallyWounded",
  unconscious: "unconscious",
  prone: "prone",
  grappled: "grappled",
  totalDefense: "totalDefense",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
} as const;

export type SidesStatusId = (typeof SIDES_STATUS)[keyof typeof SIDES_STATUS];

export const SIDES_STATUSES: readonly (RulesetStatus & { id: SidesStatusId })[] = [
  { id: SIDES_STATUS.mortallyWounded, name: "FRAY.Sides.Status.mortallyWounded", img: "icons/svg/blood.svg", turn: "dying" },
  { id: SIDES_STATUS.unconscious, name: "FRAY.Sides.Status.unconscious", img: "icons/svg/unconscious.svg", turn: "down" },
  { id: SIDES_STATUS.prone, name: "FRAY.Sides.Status.prone", img: "icons/svg/falling.svg" },
  { id: SIDES_STATUS.grappled, name: "FRAY.Sides.Status.grappled", img: "icons/svg/net.svg" },
  { id: SIDES_STATUS.totalDefense, name: "FRAY.Sides.Status.totalDefense", img: "icons/svg/shield.svg" },
  { id: SIDES_STATUS.dead, name: "FRAY.Sides.Status.dead", img: "icons/svg/skull.svg", turn: "defeated" },
];
