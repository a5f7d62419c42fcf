/** The i18n keys of the round's state: swarm declarations and their refusals (English in lang/en.json). */
const P = "FRAY.Sides.RoundState";

export const ROUND_STATE_KEYS = {
  /** The panel's Swarm Attack needs the enemy to swarm as the user's one target. */
  swarmNeedsTarget: `${P}.SwarmNeedsTarget`,
  /** The target is not a combatant of this fight, or is the assailant itself. */
  swarmTargetNotInFight: `${P}.SwarmTargetNotInFight`,
  /** The attack dialog's hint beside the pre-filled assailant count. */
  swarmDeclared: `${P}.SwarmDeclared`,
} as const;
