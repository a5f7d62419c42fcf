/**
 * The attack before any die is rolled: whether it may be made (impossible ones refused with the
 * reason), whether it needs a WIT save to hit and why, and the damage formula to roll: the weapon's
 * dice, or an unarmed d4, impaired when unarmed, held back or at a concealed target. A final blow on a
 * nearby incapacitated target rolls nothing: it kills.
 */
import { parseFormula } from "../../../../core/dice/formula";
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { impairedFormula, type ImpairedDamageReading } from "./impaired-damage";
import { FACTIONS_ATTACK_REFUSAL as REFUSAL, FACTIONS_IMPAIRED_BECAUSE as IMPAIRED } from "./labels";
import { effectiveProtection, type Protection } from "./protection";
import type { RangeBand } from "../zones/range-band";
import { toHit, type AttackKind } from "./to-hit";

/** Unarmed attacks: a melee d4, always impaired. */
export const UNARMED_DAMAGE = "1d4";

export interface AttackWeaponFacts {
  /** The weapon's damage dice ("1d8"). */
  damage: string;
  kind: AttackKind;
  /** Hits a whole zone (blast attacks). */
  blast: boolean;
  /** Powerful enough to penetrate cover. */
  penetratesCover: boolean;
}

export interface AttackTargetFacts {
  /** In the attacker's zone (for a blast: the zone aimed at is the attacker's own). */
  nearby: boolean;
  /** How far the target (for a blast, the zone aimed at) is against the weapon's range. */
  band: RangeBand;
  visible: boolean;
  incapacitated: boolean;
  /** Partially obscured: damage is impaired. */
  concealed: boolean;
  protection: Protection;
  /** Peeking out from behind its barrier to attack this turn. */
  peeking: boolean;
}

export interface PlanAttackInput {
  /** null: an unarmed attack. */
  weapon: AttackWeaponFacts | null;
  target: AttackTargetFacts;
  moving: boolean;
  holdBack: boolean;
  finalBlow: boolean;
  /** The world's impaired-damage setting. */
  impaired: ImpairedDamageReading;
}

export interface DamagePlan {
  /** What the shell rolls. */
  formula: string;
  /** The weapon's own dice, before any impairment. */
  weaponFormula: string;
  /** Why the damage is impaired, in the card's order; empty when it is not. */
  impairedBy: Reason[];
  penetratesCover: boolean;
}

export interface AttackPlan {
  kind: AttackKind;
  blast: boolean;
  witSave: boolean;
  witSaveBecause: Reason[];
  /** A melee blast cannot miss. */
  canMiss: boolean;
  /** A final blow kills; null damage then. */
  kills: boolean;
  damage: DamagePlan | null;
}

const UNARMED: AttackWeaponFacts = { damage: UNARMED_DAMAGE, kind: "melee", blast: false, penetratesCover: false };

function finalBlowRefusal(input: PlanAttackInput, weapon: AttackWeaponFacts) {
  if (weapon.blast) return refuse(REFUSAL.finalBlowBlast);
  if (input.holdBack) return refuse(REFUSAL.finalBlowHeldBack);
  if (!input.target.nearby) return refuse(REFUSAL.finalBlowNotNearby);
  if (!input.target.incapacitated) return refuse(REFUSAL.finalBlowNotIncapacitated);
  return null;
}

function damagePlan(input: PlanAttackInput, weapon: AttackWeaponFacts): DamagePlan {
  const because: [boolean, string][] = [
    [input.weapon === null, IMPAIRED.unarmed],
    [input.holdBack, IMPAIRED.holdingBack],
    // A blast fills the zone: concealment does not hide anyone from it (docs/rules-notes.md).
    [input.target.concealed && !weapon.blast, IMPAIRED.concealment],
  ];
  const impairedBy = because.filter(([applies]) => applies).map(([, key]) => ({ key }));
  return {
    formula: impairedBy.length > 0 ? impairedFormula(weapon.damage, input.impaired) : weapon.damage,
    weaponFormula: weapon.damage,
    impairedBy,
    penetratesCover: weapon.penetratesCover,
  };
}

export function planAttack(input: PlanAttackInput): Decision<{ plan: AttackPlan }> {
  const weapon = input.weapon ?? UNARMED;
  if (parseFormula(weapon.damage) === null) return refuse(REFUSAL.damageNotFormula, { formula: weapon.damage });
  const base = { kind: weapon.kind, blast: weapon.blast };

  if (input.finalBlow) {
    const refusal = finalBlowRefusal(input, weapon);
    if (refusal) return refusal;
  }
  // A blast aims at a zone: a barrier shelters the characters behind it there, not the zone (see damage-taken).
  const blocked = !weapon.blast && effectiveProtection({ ...input.target, indirect: weapon.kind === "indirect" }) === "blocked";
  if (blocked) return refuse(REFUSAL.behindBarrier);
  if (input.finalBlow) {
    return { ok: true, plan: { ...base, witSave: false, witSaveBecause: [], canMiss: false, kills: true, damage: null } };
  }

  const hit = toHit({ kind: weapon.kind, nearby: input.target.nearby, band: input.target.band, visible: input.target.visible, moving: input.moving });
  if (!hit.ok) return hit;
  // A melee blast hits the attacker's own zone and cannot miss: no save even for characters it cannot see.
  const canMiss = !(weapon.blast && weapon.kind === "melee");
  const witSaveBecause = canMiss ? hit.witSaveBecause : [];
  return {
    ok: true,
    plan: { ...base, witSave: witSaveBecause.length > 0, witSaveBecause, canMiss, kills: false, damage: damagePlan(input, weapon) },
  };
}
