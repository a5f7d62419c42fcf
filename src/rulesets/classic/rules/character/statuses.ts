/** The statuses `classic` puts on tokens, and what each means to the turn engines. */
import type { RulesetStatus } from "../../../../core/ruleset/contract";

export const CLASSIC_STATUS = {
  unconscious: "unconscious",
  dying: "dying",
  stabilized: "stabilized",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
  flatFooted: "flatFooted",
  grappled: "grappled",
  pinned: "pinned",
  prone: "prone",
  swallowed: "swallowed",
  fullDefense: "fullDefense",
  charging: "charging",
  /** A pinned creature left helpless to the holder's allies (the grapple's expose). */
  exposed: "exposed",
  /** Fighting recklessly or defensively, or having tried a shatter: AC changed until the next turn. */
  recklessFighting: "recklessFighting",
  defensiveFighting: "defensiveFighting",
  shattering: "shattering",
} as const satisfies Record<string, string>;

export type ClassicStatusId = (typeof CLASSIC_STATUS)[keyof typeof CLASSIC_STATUS];

const KEY = "FRAY.Classic.Status";

/**
 * Dying keeps its turn (the death save is made on it); unconscious and stabilized are down, out of the
 * order until they wake; dead leaves the fight. A swallowed creature still acts (to cut its way out) until
 * the third round makes it unconscious. The rest change numbers and options, not turns. Those the GM's
 * maneuvers, attacks and round put on and take off are kept for the GM (`gmOnly`): a player's own toggle of
 * one is undone, as a turn status's is; prone (stand up, drop prone) stays the player's to set.
 */
const gmKept = (status: RulesetStatus & { id: ClassicStatusId }) => ({ ...status, gmOnly: true });

export const CLASSIC_STATUSES: readonly (RulesetStatus & { id: ClassicStatusId })[] = [
  { id: CLASSIC_STATUS.unconscious, name: `${KEY}.unconscious`, img: "icons/svg/unconscious.svg", turn: "down" },
  { id: CLASSIC_STATUS.dying, name: `${KEY}.dying`, img: "icons/svg/blood.svg", turn: "dying" },
  { id: CLASSIC_STATUS.stabilized, name: `${KEY}.stabilized`, img: "icons/svg/regen.svg", turn: "down" },
  { id: CLASSIC_STATUS.dead, name: `${KEY}.dead`, img: "icons/svg/skull.svg", turn: "defeated" },
  gmKept({ id: CLASSIC_STATUS.flatFooted, name: `${KEY}.flatFooted`, img: "icons/svg/daze.svg" }),
  gmKept({ id: CLASSIC_STATUS.grappled, name: `${KEY}.grappled`, img: "icons/svg/net.svg" }),
  gmKept({ id: CLASSIC_STATUS.pinned, name: `${KEY}.pinned`, img: "icons/svg/padlock.svg" }),
  { id: CLASSIC_STATUS.prone, name: `${KEY}.prone`, img: "icons/svg/falling.svg" },
  gmKept({ id: CLASSIC_STATUS.swallowed, name: `${KEY}.swallowed`, img: "icons/svg/mystery-man.svg" }),
  gmKept({ id: CLASSIC_STATUS.fullDefense, name: `${KEY}.fullDefense`, img: "icons/svg/shield.svg" }),
  gmKept({ id: CLASSIC_STATUS.charging, name: `${KEY}.charging`, img: "icons/svg/wingfoot.svg" }),
  gmKept({ id: CLASSIC_STATUS.exposed, name: `${KEY}.exposed`, img: "icons/svg/target.svg" }),
  gmKept({ id: CLASSIC_STATUS.recklessFighting, name: `${KEY}.recklessFighting`, img: "icons/svg/fire.svg" }),
  gmKept({ id: CLASSIC_STATUS.defensiveFighting, name: `${KEY}.defensiveFighting`, img: "icons/svg/castle.svg" }),
  gmKept({ id: CLASSIC_STATUS.shattering, name: `${KEY}.shattering`, img: "icons/svg/sword.svg" }),
];
/**
 * Whether a creature with these statuses is flat-footed against this attacker: caught off guard (a
 * feigned strike), or in a grapple, except against the one it grapples with.
 */
export function isFlatFootedAgainst(statuses: ReadonlySet<string>, attackerInSameGrapple: boolean): boolean {
  if (statuses.has(CLASSIC_STATUS.flatFooted)) return true;
  const inGrapple = statuses.has(CLASSIC_STATUS.grappled) || statuses.has(CLASSIC_STATUS.pinned);
  return inGrapple && !attackerInSameGrapple;
}
