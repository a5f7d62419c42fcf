/** An attack card's outcome, recomputed from its own snapshots and rolls (never from a client's numbers). */
import { resolveAttack, type AttackResolution } from "../rules/combat/resolve-attack";
import { withTotalDefense } from "../rules/combat/total-defense";
import type { AttackStanding } from "../rules/combat/reactions";
import type { Reason } from "../../../core/rules-types";
import type { AttackCardData } from "./attack-card-data";

export interface CardRolls {
  /** The d20 face of rolls[0]. */
  d20: number;
  /** rolls[1]'s total (the weapon's damage formula as rolled), or null until rolled. */
  damage: number | null;
}

export function resolveCard(card: AttackCardData, rolls: CardRolls): AttackResolution | { ok: false; reason: Reason } {
  const target = card.reactions.totalDefense ? withTotalDefense(card.target) : card.target;
  return resolveAttack({
    attacker: card.attacker,
    weapon: card.weapon,
    target,
    situation: card.situation,
    d20: rolls.d20,
    ...(rolls.damage === null ? {} : { damageRoll: rolls.damage }),
  });
}

/** The card's attack as its target's reactions see it (reactions.ts decides what is still open). */
export function standingOf(card: AttackCardData, resolution: AttackResolution): AttackStanding {
  return {
    hit: resolution.roll.hit,
    shockLands: resolution.shock?.applied === true,
    applied: card.applied.length > 0,
    taken: { totalDefense: card.reactions.totalDefense, snapAttack: card.reactions.snapInterrupted },
  };
}
