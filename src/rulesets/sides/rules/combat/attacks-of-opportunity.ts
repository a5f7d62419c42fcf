/**
 * Who may make a free Attack of Opportunity against an actor: adjacent foes armed with a melee
 * weapon, when the actor takes an action that provokes and has not Disengaged this round.
 */
import type { Decision } from "../../../../core/rules-types";
import { actionDefinition, type ActionId } from "./action-table";
import type { AttackMode } from "./attack-plan";

export interface NearbyFoe {
  id: string;
  /** Armed with a melee weapon (natural weapons count) and able to act. */
  armedMelee: boolean;
  canAct: boolean;
  /** 5 ft, or 10 ft for Long weapons and big foes. */
  reachFt: number;
  /** Distance to the actor when the action starts. */
  distanceFt: number;
  /** For Run: distance when the move ends; omitted means the actor leaves this foe behind. */
  distanceAfterFt?: number;
}

export interface ProvokingAction {
  action: ActionId;
  disengaged: boolean;
  /** Screen an Ally provokes only if the screener actually moved. */
  moved: boolean;
}

/** Ids of foes who may make an Attack of Opportunity, in the order given. */
export function attacksOfOpportunity(provoking: ProvokingAction, foes: readonly NearbyFoe[]): string[] {
  const provokes = actionDefinition(provoking.action).provokes;
  if (provokes === "no" || provoking.disengaged) return [];
  if (provokes === "sometimes" && !provoking.moved) return [];
  return foes
    .filter((foe) => foe.armedMelee && foe.canAct && foe.distanceFt <= foe.reachFt)
    .filter((foe) => {
      // Running provokes from those whose range you leave, not from those you stay beside.
      if (provoking.action !== "run" || foe.distanceAfterFt === undefined) return true;
      return foe.distanceAfterFt > foe.reachFt;
    })
    .map((foe) => foe.id);
}

/** What the GM's card offered after a provoking action: who moved, who may strike, who already did. */
export interface OpportunityOffer {
  moverId: string;
  foeIds: readonly string[];
  struck: readonly string[];
}

const R = "FRAY.Sides.AttackFlow.Refusal";

/** Whether this foe may strike that mover on the offer: offered to it, a melee strike, and only once. */
export function opportunityStrike(offer: OpportunityOffer, foeId: string, targetId: string, mode: AttackMode): Decision<object> {
  const offered = offer.moverId === targetId && offer.foeIds.includes(foeId);
  if (!offered || mode !== "melee") return { ok: false, reason: { key: `${R}.NoOpportunity` } };
  if (offer.struck.includes(foeId)) return { ok: false, reason: { key: `${R}.AlreadyTaken` } };
  return { ok: true };
}
