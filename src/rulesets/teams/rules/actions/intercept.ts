/**
 * Who may Intercept an attack from its card: an ally of the target (same team in the fight, else the
 * same token disposition), not the target nor the attacker, within one Move of the target (its speed
 * in metres), offered the reaction at the declared moment (conscious, a reaction and 1 stamina left),
 * while the attack still waits on its target: a hit not yet answered, applied, strayed or a killing strike.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { offeredReactions, type Defender } from "./offered-reactions";
import type { ReactionCost } from "./reactions";

export const INTERCEPT_REFUSAL = {
  notAlly: "FRAY.Teams.Intercept.Refusal.notAlly",
  outOfReach: "FRAY.Teams.Intercept.Refusal.outOfReach",
  tooLate: "FRAY.Teams.Intercept.Refusal.tooLate",
  notAHit: "FRAY.Teams.Intercept.Refusal.notAHit",
  strayed: "FRAY.Teams.Intercept.Refusal.strayed",
  killingStrike: "FRAY.Teams.Intercept.Refusal.killingStrike",
} as const;

/** Where the attack stands on its card. */
export interface InterceptableAttack {
  hit: boolean;
  /** Something was already done from the card (a reaction, an Intercept, the damage applied). */
  answered: boolean;
  strayed: boolean;
  killingStrike: boolean;
}

/** A side of the fight: its team in a started fight (null outside one) and its token's disposition. */
export interface Allegiance {
  team: string | null;
  disposition: number;
}

export interface InterceptFacts {
  target: Allegiance;
  ally: Allegiance;
  /** The would-be interceptor is the target or the attacker itself. */
  isFighter: boolean;
  /** How far the ally is from the target in metres; null when they are not on the same scene. */
  distance: number | null;
  /** The ally's speed: metres per Move. */
  speed: number;
  /** The ally as a defender (role "ally"), its budget, stamina and conditions. */
  defender: Defender;
}

/** Same team in the fight when both are in it, else the same token disposition. */
export function areAllies(a: Allegiance, b: Allegiance): boolean {
  return a.team !== null && b.team !== null ? a.team === b.team : a.disposition === b.disposition;
}

export function interceptRefusal(attack: InterceptableAttack): string | null {
  if (attack.killingStrike) return INTERCEPT_REFUSAL.killingStrike;
  if (!attack.hit) return INTERCEPT_REFUSAL.notAHit;
  if (attack.strayed) return INTERCEPT_REFUSAL.strayed;
  if (attack.answered) return INTERCEPT_REFUSAL.tooLate;
  return null;
}

export function checkIntercept(attack: InterceptableAttack, facts: InterceptFacts): Decision<{ cost: ReactionCost }> {
  const late = interceptRefusal(attack);
  if (late) return refuse(late);
  if (facts.isFighter || !areAllies(facts.target, facts.ally)) return refuse(INTERCEPT_REFUSAL.notAlly);
  if (facts.distance === null || facts.distance > facts.speed) return refuse(INTERCEPT_REFUSAL.outOfReach, { speed: facts.speed });
  // Stryker disable next-line ArrayDeclaration: effects land on the target; an ally's offer never reads them
  const offer = offeredReactions({ ...facts.defender, role: "ally" }, { moment: "declared", effects: [] });
  const offered = offer.offered.find((entry) => entry.id === "intercept");
  if (offered) return { ok: true, cost: offered.cost };
  const refused = offer.refused.find((entry) => entry.id === "intercept");
  return refused ? { ok: false, reason: refused.reason } : refuse(INTERCEPT_REFUSAL.notAlly);
}
