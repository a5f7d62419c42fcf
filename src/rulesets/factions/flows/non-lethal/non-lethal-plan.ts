/**
 * A non-lethal attack as the GM plans and records it: planNonLethal (a nearby target, a WIT save to hit
 * one the attacker cannot see, none behind a barrier) read as an attack plan with no damage, and the card's
 * `nonLethal` record with the weapons the target holds now, the ones the attacker may pick to disarm.
 */
import type { Decision } from "../../../../core/rules-types";
import type { AttackPlan } from "../../rules/attack/attack-plan";
import { planNonLethal, type NonLethalKind } from "../../rules/attack/non-lethal";
import type { FactionsAttackRecord } from "../../schema/attack-card";
import type { FactionsAttackRequest } from "../attack/request";

/** The target's equipped weapons still whole: what a disarm can make it drop. */
export function heldWeapons(actor: Actor.Implementation): { id: string; name: string }[] {
  return actor.items.contents
    .filter((item) => {
      const system = item.system as { equipped?: unknown; condition?: unknown };
      return (item.type as string) === "factionsWeapon" && system.equipped === true && system.condition !== "broken";
    })
    .map((item) => ({ id: item.id ?? "", name: item.name }));
}

/** The non-lethal attack as a plan the card understands: melee, no damage, no final blow. */
export function nonLethalAttackPlan(kind: NonLethalKind, request: FactionsAttackRequest): Decision<{ plan: AttackPlan }> {
  const planned = planNonLethal({ kind, nearby: request.nearby, visible: request.visible, protection: request.protection, peeking: request.peeking });
  if (!planned.ok) return planned;
  return { ok: true, plan: { kind: "melee", blast: false, witSave: planned.plan.witSave, witSaveBecause: planned.plan.witSaveBecause, canMiss: true, kills: false, damage: null } };
}

/** The card's record of a non-lethal attack made at this target, or null for a normal attack. */
export function nonLethalRecord(kind: NonLethalKind | null, target: Actor.Implementation): FactionsAttackRecord["nonLethal"] {
  if (kind === null) return null;
  return { kind, weapons: kind === "disarm" ? heldWeapons(target) : [], strSave: null, result: null, droppedId: "", droppedName: "", grabbed: false, wasGrabbed: false, holdLines: [], holdOver: false };
}
