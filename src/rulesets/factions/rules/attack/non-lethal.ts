/**
 * Non-lethal attacks: a disarm or a grapple at a nearby target, who must pass a STR save or drop a
 * weapon the attacker picks, or be grabbed (entangled while held). They are made as melee attacks
 * (a WIT save to hit a target the attacker cannot see), inflict no damage, and can be dodged and
 * countered — the reactions resolve them last in a counter.
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { FACTIONS_ATTACK_REFUSAL, FACTIONS_NON_LETHAL as LABEL, FACTIONS_NON_LETHAL_REFUSAL as REFUSAL } from "./labels";
import { effectiveProtection, type Protection } from "./protection";
import { meleeToHit } from "./to-hit";

export type NonLethalKind = "disarm" | "grapple";

export interface NonLethalInput {
  kind: NonLethalKind;
  nearby: boolean;
  visible: boolean;
  protection: Protection;
  peeking: boolean;
}

export interface NonLethalPlan {
  kind: NonLethalKind;
  label: Reason;
  witSave: boolean;
  witSaveBecause: Reason[];
  /** The save the target makes to resist. */
  targetSave: "str";
  /** Never deals damage: it resolves last in a counter. */
  inflictsDamage: false;
}

export function planNonLethal(input: NonLethalInput): Decision<{ plan: NonLethalPlan }> {
  if (effectiveProtection({ protection: input.protection, peeking: input.peeking, indirect: false }) === "blocked") {
    return refuse(FACTIONS_ATTACK_REFUSAL.behindBarrier);
  }
  const hit = meleeToHit(input);
  if (!hit.ok) return hit;
  return {
    ok: true,
    plan: {
      kind: input.kind,
      label: { key: LABEL[input.kind] },
      witSave: hit.witSaveBecause.length > 0,
      witSaveBecause: hit.witSaveBecause,
      targetSave: "str",
      inflictsDamage: false,
    },
  };
}

export interface DisarmResult {
  /** The weapon the target drops, or null. */
  dropped: string | null;
  result: Reason;
}

/** A disarm's end: a passed STR save keeps the weapon; a failed one drops the weapon the attacker picked from those held. */
export function disarmResult(strSavePassed: boolean, held: readonly string[], picked: string | null): Decision<{ disarm: DisarmResult }> {
  if (strSavePassed) return { ok: true, disarm: { dropped: null, result: { key: LABEL.resisted } } };
  if (held.length === 0) return { ok: true, disarm: { dropped: null, result: { key: LABEL.nothingToDrop } } };
  if (picked === null || !held.includes(picked)) return refuse(REFUSAL.notHeld);
  return { ok: true, disarm: { dropped: picked, result: { key: LABEL.dropped } } };
}

/** A grapple's end: a failed STR save leaves the target grabbed (entangled while the attacker holds on). */
export function grappleResult(strSavePassed: boolean): { grabbed: boolean; result: Reason } {
  return strSavePassed ? { grabbed: false, result: { key: LABEL.resisted } } : { grabbed: true, result: { key: LABEL.grabbed } };
}
