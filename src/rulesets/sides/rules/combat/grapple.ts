/**
 * Grappling: hit with an unarmed attack, then win an opposed STR/Brawl check. A grappler holds
 * one target; several may hold the same defender. Nobody in a grapple moves or fights with
 * anything but unarmed attacks; each round's end, the defender takes each grappler's unarmed
 * damage. Size penalties apply to every check the grappler makes.
 */
import { OUTCOME, REFUSAL } from "./labels";
import { beats, checkTotal, sizePenalty, type CheckRoll, type SizeClass } from "./opposed-check";
import type { WeaponCategory } from "./types";
import type { Decision, Reason } from "../../../../core/rules-types";

export interface Hold {
  grapplerId: string;
  defenderId: string;
  size: SizeClass;
}

export interface GrappleState {
  holds: Hold[];
}

export const NO_GRAPPLES: GrappleState = { holds: [] };

export interface GrappleAttempt {
  grapplerId: string;
  defenderId: string;
  attackHit: boolean;
  weaponCategory: WeaponCategory;
  /** STR/Brawl checks. */
  grappler: CheckRoll;
  defender: CheckRoll;
  size: SizeClass;
}

export function holdsOn(state: GrappleState, defenderId: string): Hold[] {
  return state.holds.filter((h) => h.defenderId === defenderId);
}

/** Anyone holding or held: cannot move, unarmed attacks only. */
export function grappleRestrictions(state: GrappleState, combatantId: string): { inGrapple: boolean; canMove: boolean } {
  const inGrapple = state.holds.some((h) => h.grapplerId === combatantId || h.defenderId === combatantId);
  return { inGrapple, canMove: !inGrapple };
}

export function startGrapple(
  state: GrappleState,
  attempt: GrappleAttempt,
): Decision<{ state: GrappleState; success: boolean; outcome: Reason; grapplerTotal: number; defenderTotal: number }> {
  if (!attempt.attackHit) return { ok: false, reason: { key: REFUSAL.maneuverNeedsHit } };
  if (attempt.weaponCategory !== "unarmed") return { ok: false, reason: { key: REFUSAL.grappleNeedsUnarmed } };
  if (state.holds.some((h) => h.grapplerId === attempt.grapplerId)) {
    return { ok: false, reason: { key: REFUSAL.grappleAlreadyHolding } };
  }
  const penalty = sizePenalty(attempt.size);
  if (!penalty) return { ok: false, reason: { key: REFUSAL.implausibleSize } };
  const grapplerTotal = checkTotal(attempt.grappler, penalty);
  const defenderTotal = checkTotal(attempt.defender);
  const success = beats(grapplerTotal, defenderTotal);
  const next = success
    ? { holds: [...state.holds, { grapplerId: attempt.grapplerId, defenderId: attempt.defenderId, size: attempt.size }] }
    : state;
  const outcome = { key: success ? OUTCOME.grappled : OUTCOME.grappleResisted };
  return { ok: true, state: next, success, outcome, grapplerTotal, defenderTotal };
}

/** The grappler lets go. */
export function release(state: GrappleState, grapplerId: string): GrappleState {
  return { holds: state.holds.filter((h) => h.grapplerId !== grapplerId) };
}

/**
 * Breaking free (the defender's Main Action): one defender roll compared with each grappler's
 * own check; the defender slips every grappler whose total it beats or ties (the grappler,
 * as the attacker, must succeed to keep holding).
 */
export function breakFree(
  state: GrappleState,
  defenderId: string,
  defender: CheckRoll,
  grapplerChecks: Readonly<Record<string, CheckRoll>>,
): Decision<{ state: GrappleState; freedFrom: string[]; heldBy: string[]; defenderTotal: number }> {
  const holds = holdsOn(state, defenderId);
  if (holds.length === 0) return { ok: false, reason: { key: REFUSAL.notGrappled } };
  const defenderTotal = checkTotal(defender);
  const freedFrom: string[] = [];
  const heldBy: string[] = [];
  for (const hold of holds) {
    const check = grapplerChecks[hold.grapplerId];
    const penalty = sizePenalty(hold.size) ?? [];
    const keeps = check !== undefined && beats(checkTotal(check, penalty), defenderTotal);
    (keeps ? heldBy : freedFrom).push(hold.grapplerId);
  }
  const next = { holds: state.holds.filter((h) => h.defenderId !== defenderId || heldBy.includes(h.grapplerId)) };
  return { ok: true, state: next, freedFrom, heldBy, defenderTotal };
}

export type MoveChoice = "drag" | "throw";

/**
 * Moving the target (the grappler's Main Action): win an opposed STR/Brawl check to drag it 10 ft
 * along or throw it 5 ft and knock it prone; lose and the defender breaks free of this grappler.
 */
export function moveGrappled(
  state: GrappleState,
  grapplerId: string,
  grappler: CheckRoll,
  defender: CheckRoll,
  choice: MoveChoice,
): Decision<{ state: GrappleState; success: boolean; outcome: Reason; movedFt: number; prone: boolean }> {
  const hold = state.holds.find((h) => h.grapplerId === grapplerId);
  if (!hold) return { ok: false, reason: { key: REFUSAL.notGrappling } };
  const success = beats(checkTotal(grappler, sizePenalty(hold.size) ?? []), checkTotal(defender));
  if (!success) {
    return { ok: true, state: release(state, grapplerId), success, outcome: { key: OUTCOME.brokeFree }, movedFt: 0, prone: false };
  }
  // A thrown target leaves the hold: it lands 5 ft away, prone.
  if (choice === "throw") {
    return { ok: true, state: release(state, grapplerId), success, outcome: { key: OUTCOME.grappleThrown }, movedFt: 5, prone: true };
  }
  return { ok: true, state, success, outcome: { key: OUTCOME.grappleMoved }, movedFt: 10, prone: false };
}

/** End of round: the defender takes each grappler's unarmed damage, rolled by `unarmedDamage`. */
export function endOfRoundGrappleDamage(
  state: GrappleState,
  defenderId: string,
  unarmedDamage: (grapplerId: string) => number,
): { grapplerId: string; damage: number }[] {
  return holdsOn(state, defenderId).map((h) => ({ grapplerId: h.grapplerId, damage: unarmedDamage(h.grapplerId) }));
}
