/**
 * One attack from plan to outcome: refusals, the itemised roll, hit or miss, Shock on a miss,
 * damage on a hit (now, or later when the chat card's damage button is pressed).
 */
import { planAttack, type AttackPlan, type AttackSituation } from "./attack-plan";
import { rollAttack, type AttackRoll } from "./attack-roll";
import { hitDamage, type DamageBonusInput, type HitDamage } from "./damage";
import { OUTCOME } from "./labels";
import { resolveShock, shockFloorOnHit, type ShockOutcome, type ShockSource } from "./shock";
import type { AttackerProfile, TargetProfile, WeaponProfile } from "./types";
import type { Modifier, Reason } from "../../../../core/rules-types";

export interface AttackRequest {
  attacker: AttackerProfile;
  weapon: WeaponProfile;
  target: TargetProfile;
  situation: AttackSituation;
  d20: number;
  /** The weapon's damage roll; omit to leave damage pending (a Snap Attack may still interrupt). */
  damageRoll?: number;
  /** Damage bonuses of abilities and feats (not Shock). */
  damageBonuses?: Modifier[];
  /** Bonuses that explicitly add to Shock. */
  explicitShockBonus?: number;
}

export interface AttackResolution {
  ok: true;
  plan: AttackPlan;
  roll: AttackRoll;
  outcome: Reason;
  /** On a miss: the Shock and why; null on a hit. */
  shock: ShockOutcome | null;
  /** On a hit with a damage roll given; null on a miss or while damage is pending. */
  damage: HitDamage | null;
  /** The target's shield state after this attack. */
  shieldUsedThisRound: boolean;
  /** The attacker charged: −2 AC until the end of the round. */
  attackerChargePenalty: boolean;
}

export function shockSourceOf(request: AttackRequest, plan: AttackPlan): ShockSource {
  return {
    rating: request.weapon.shock,
    attributeMod: plan.attributeMod,
    magicBonus: request.weapon.magicBonus,
    explicitShockBonus: request.explicitShockBonus ?? 0,
    swarm: plan.swarm !== null,
  };
}

/** What decides a hit's damage bonuses: NPCs fold Brawl into their stat block, so only characters add it. */
export function damageBonusInput(
  attacker: AttackerProfile,
  weapon: WeaponProfile,
  plan: Pick<AttackPlan, "attributeMod" | "dualWieldDamage">,
  otherBonuses: Modifier[],
): DamageBonusInput {
  const npc = attacker.kind === "npc";
  return { weapon, attributeMod: plan.attributeMod, brawlLevel: npc ? 0 : attacker.skills.brawl, dualWieldBonus: plan.dualWieldDamage, otherBonuses };
}

/** Damage of a hit once its die is rolled; `ac` is the AC the attack was rolled against. */
export function damageOfHit(request: AttackRequest, plan: AttackPlan, ac: number, damageRoll: number): HitDamage {
  return hitDamage({
    ...damageBonusInput(request.attacker, request.weapon, plan, request.damageBonuses ?? []),
    weaponRoll: damageRoll,
    swarmDamage: plan.swarm?.damage ?? 0,
    shockFloor: shockFloorOnHit(shockSourceOf(request, plan), ac),
  });
}

export function resolveAttack(request: AttackRequest): AttackResolution | { ok: false; reason: Reason } {
  const planned = planAttack(request.attacker, request.weapon, request.target, request.situation);
  if (!planned.ok) return planned;
  const plan = planned.plan;
  const roll = rollAttack(plan, request.d20, request.target);
  const base = { ok: true as const, plan, roll, attackerChargePenalty: plan.attackerChargePenalty };
  if (roll.hit) {
    const damage = request.damageRoll === undefined ? null : damageOfHit(request, plan, roll.ac, request.damageRoll);
    return {
      ...base,
      outcome: { key: OUTCOME.hit },
      shock: null,
      damage,
      shieldUsedThisRound: request.target.shieldUsedThisRound,
    };
  }
  const shock = resolveShock(shockSourceOf(request, plan), request.target, roll.ac);
  return {
    ...base,
    outcome: { key: OUTCOME.miss },
    shock,
    damage: null,
    shieldUsedThisRound: request.target.shieldUsedThisRound || shock.shieldAbsorbed,
  };
}
