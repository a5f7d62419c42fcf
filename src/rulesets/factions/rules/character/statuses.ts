/** The statuses `factions` puts on tokens, and what each means to the turn engines. */
import type { RulesetStatus } from "../../../../core/ruleset/contract";

export const FACTIONS_STATUS = {
  /** Held by an enemy's grapple: entangled for as long as the hold lasts. */
  grabbed: "grabbed",
  /** Caught (a net, a vine, a hold): cannot move on its own. */
  entangled: "entangled",
  /** Unseen by the enemy: attacks on it are impaired, its attacks take targets by surprise. */
  concealed: "concealed",
  /** At 0 health: down until healed; a nearby enemy may deliver a final blow. */
  incapacitated: "incapacitated",
  /** Gave up: out of the order until an enemy harms it. */
  surrendered: "surrendered",
  /** Passed a morale check: not subject to morale for the rest of the fight. */
  passedMorale: "passedMorale",
  /** Ran from the fight: leaves it. */
  fled: "fled",
  /** Core's defeated status; Fray adds it only if a world removed it. */
  dead: "dead",
  /** A poisoned weapon's dose took hold: hurts at each round's end until shaken off or cured. */
  poisoned: "poisoned",
} as const satisfies Record<string, string>;

export type FactionsStatusId = (typeof FACTIONS_STATUS)[keyof typeof FACTIONS_STATUS];

const KEY = "FRAY.Factions.Status";

const status = (id: FactionsStatusId, icon: string, turn?: RulesetStatus["turn"]): RulesetStatus & { id: FactionsStatusId } => ({
  id,
  name: `${KEY}.${id}`,
  img: `icons/svg/${icon}.svg`,
  ...(turn ? { turn } : {}),
});

/** A status only the GM's commands set and clear (hiding, the morale step, a hold, a dose): a player's own toggle is undone. */
const gmKept = (kept: RulesetStatus & { id: FactionsStatusId }) => ({ ...kept, gmOnly: true });

/**
 * Incapacitated and surrendered are down: passed over, back in their place once the status goes (healed;
 * harmed by the enemy). Fled and dead leave the fight. The rest change what a character may do, not its
 * turn; the GM alone sets them, as the turn statuses.
 */
export const FACTIONS_STATUSES: readonly (RulesetStatus & { id: FactionsStatusId })[] = [
  gmKept(status(FACTIONS_STATUS.grabbed, "net")),
  gmKept(status(FACTIONS_STATUS.entangled, "net")),
  gmKept(status(FACTIONS_STATUS.concealed, "invisible")),
  status(FACTIONS_STATUS.incapacitated, "unconscious", "down"),
  status(FACTIONS_STATUS.surrendered, "terror", "down"),
  gmKept(status(FACTIONS_STATUS.passedMorale, "upgrade")),
  status(FACTIONS_STATUS.fled, "wingfoot", "defeated"),
  status(FACTIONS_STATUS.dead, "skull", "defeated"),
  gmKept(status(FACTIONS_STATUS.poisoned, "poison")),
];

/** Grabbed or entangled characters cannot move on their own (a grabber may carry them along). */
export function isEntangled(statuses: ReadonlySet<string>): boolean {
  return statuses.has(FACTIONS_STATUS.grabbed) || statuses.has(FACTIONS_STATUS.entangled);
}
