/**
 * Whether an attack may be made at all and whether it needs a WIT save to hit, from how it is made
 * (melee, ranged, indirect), how far the target is, whether the attacker sees it and whether the
 * attacker is moving. Attacks hit automatically otherwise.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import type { RangeBand } from "../zones/range-band";
import { FACTIONS_ATTACK_REFUSAL as REFUSAL, FACTIONS_WIT_SAVE_BECAUSE as BECAUSE } from "./labels";

export type AttackKind = "melee" | "ranged" | "indirect";

export interface ToHitFacts {
  kind: AttackKind;
  /** The target shares a zone with the attacker (zones/nearby.ts; the GM says without zones drawn). */
  nearby: boolean;
  /** How far the target is against the weapon's range (zones/range-band.ts); a melee attack ignores it. */
  band: RangeBand;
  /** The attacker can see the target. */
  visible: boolean;
  /** The attacker moves this turn while attacking. */
  moving: boolean;
}

/** The reasons a WIT save is needed, in the order the card lists them; empty when the attack hits automatically. */
export type ToHit = Decision<{ witSaveBecause: Reason[] }>;

const saveIf = (reasons: [boolean, string][]): ToHit => ({
  ok: true,
  witSaveBecause: reasons.filter(([applies]) => applies).map(([, key]) => ({ key })),
});

/** A melee attack (a disarm, a grapple too) reaches only a nearby target, and rolls to hit one it cannot see. */
export function meleeToHit(facts: Pick<ToHitFacts, "nearby" | "visible">): ToHit {
  if (!facts.nearby) return refuse(REFUSAL.notNearby);
  return saveIf([[!facts.visible, BECAUSE.unseen]]);
}

function rangedToHit(facts: ToHitFacts): ToHit {
  if (facts.band === "outOfRange") return refuse(REFUSAL.outOfRange);
  if (!facts.visible) return refuse(REFUSAL.unseenRanged);
  const beyondHalf = facts.band === "beyondHalf";
  if (beyondHalf && facts.moving) return refuse(REFUSAL.beyondHalfRangeWhileMoving);
  return saveIf([
    [beyondHalf, BECAUSE.beyondHalfRange],
    [facts.moving, BECAUSE.moving],
  ]);
}

function indirectToHit(facts: ToHitFacts): ToHit {
  if (facts.band === "outOfRange") return refuse(REFUSAL.outOfRange);
  if (facts.band === "withinHalf") return refuse(REFUSAL.indirectTooClose);
  if (facts.moving) return refuse(REFUSAL.indirectWhileMoving);
  // Seen or not, over obstacles or not: an indirect attack always rolls.
  return saveIf([[true, BECAUSE.indirect]]);
}

export function toHit(facts: ToHitFacts): ToHit {
  if (facts.kind === "melee") return meleeToHit(facts);
  return facts.kind === "ranged" ? rangedToHit(facts) : indirectToHit(facts);
}
