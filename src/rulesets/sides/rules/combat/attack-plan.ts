/**
 * Before the d20: which attribute and skill an attack uses, every modifier from the rulebook's
 * table, and the combinations the rulebook forbids (refused with a reason).
 */
import { MOD, REFUSAL } from "./labels";
import { swarmBonus, type SwarmBonus } from "./swarm";
import { meleeReachFt, type AttackerProfile, type TargetProfile, type WeaponAttribute, type WeaponProfile, type WeaponSkill } from "./types";
import type { Decision, Modifier, Reason } from "../../../../core/rules-types";

export type AttackMode = "melee" | "ranged";
export type CoverLevel = "none" | "half" | "full";
export type Visibility = "seen" | "unseenKnown" | "unseenUnknown";

export interface AttackSituation {
  /** Melee swing, or a ranged shot/throw (a thrown weapon used at range is a throw). */
  mode: AttackMode;
  distanceFt: number;
  /** Chosen attribute; when omitted the better one the weapon allows. */
  attribute?: WeaponAttribute;
  /** Chosen skill for a throw (Shoot, or optionally Stab or Exert); otherwise the weapon's. */
  skill?: WeaponSkill;
  attackerProne: boolean;
  /** An enemy attacker is within melee range of the attacker. */
  enemyInMelee: boolean;
  cover: CoverLevel;
  visibility: Visibility;
  /** The other weapon when dual wielding. */
  dualWield: { otherWeapon: WeaponProfile } | null;
  /** Charge: the straight-line distance covered and the attacker's normal movement rate. */
  charge: { distanceFt: number; movementFt: number } | null;
  snap: boolean;
  /** Assailants in the swarm including the attacker; 0 when not a Swarm Attack. */
  swarmAssailants: number;
  /** Grappling or grappled: unarmed attacks only. */
  inGrapple: boolean;
  /** GM's extra modifiers, itemised as given. */
  extra: Modifier[];
}

export interface AttackPlan {
  attribute: WeaponAttribute | null;
  attributeMod: number;
  skill: WeaponSkill;
  skillLevel: number;
  /** Every line that adds to the d20, base bonuses first. */
  modifiers: Modifier[];
  totalBonus: number;
  swarm: SwarmBonus | null;
  /** +2 damage on a hit: dual wielding with the target in reach of both weapons. */
  dualWieldDamage: boolean;
  /** The attacker charged: −2 AC until the end of the round. */
  attackerChargePenalty: boolean;
}

export const CHARGE_MIN_FT = 5;
const THROW_SKILLS: readonly WeaponSkill[] = ["shoot", "stab", "exert"];

export function defaultSituation(overrides: Partial<AttackSituation> = {}): AttackSituation {
  return {
    mode: "melee",
    distanceFt: 5,
    attackerProne: false,
    enemyInMelee: false,
    cover: "none",
    visibility: "seen",
    dualWield: null,
    charge: null,
    snap: false,
    swarmAssailants: 0,
    inGrapple: false,
    extra: [],
    ...overrides,
  };
}

/** The distance a weapon threatens: melee reach, or its long range for a ranged or thrown one. */
export function weaponReachFt(weapon: WeaponProfile): number {
  if (weapon.category !== "ranged" && !weapon.thrown) return meleeReachFt(weapon);
  return Math.max(meleeReachFt(weapon), weapon.range?.long ?? 0);
}

/** A refusal naming what stopped the attack (every caller has something to name). */
function refuse(key: string, data: NonNullable<Reason["data"]>): { ok: false; reason: Reason } {
  return { ok: false, reason: { key, data } };
}

function chooseAttribute(
  weapon: WeaponProfile,
  attacker: AttackerProfile,
  wanted: WeaponAttribute | undefined,
): Decision<{ attribute: WeaponAttribute | null }> {
  if (wanted !== undefined) {
    return weapon.attributes.includes(wanted)
      ? { ok: true, attribute: wanted }
      : refuse(REFUSAL.attributeNotAllowed, { attribute: wanted });
  }
  return { ok: true, attribute: bestAttribute(weapon, attacker) };
}

function chooseSkill(
  weapon: WeaponProfile,
  attacker: AttackerProfile,
  situation: AttackSituation,
): Decision<{ skill: WeaponSkill }> {
  const isThrow = situation.mode === "ranged" && weapon.thrown;
  if (!isThrow) {
    if (situation.skill !== undefined && situation.skill !== weapon.skill) {
      return refuse(REFUSAL.skillNotAllowed, { skill: situation.skill });
    }
    return { ok: true, skill: weapon.skill };
  }
  if (situation.skill !== undefined) {
    return THROW_SKILLS.includes(situation.skill)
      ? { ok: true, skill: situation.skill }
      : refuse(REFUSAL.skillNotAllowed, { skill: situation.skill });
  }
  // The thrower picks; by default the best of the three.
  const best = THROW_SKILLS.reduce((a, b) => (attacker.skills[b] > attacker.skills[a] ? b : a));
  return { ok: true, skill: best };
}

/** Refusals about the weapon, the distance and what the attacker can see. */
function checkFeasible(weapon: WeaponProfile, s: AttackSituation): Reason | null {
  if (s.visibility === "unseenUnknown") return { key: REFUSAL.unseenUnknown };
  if (s.inGrapple && weapon.category !== "unarmed") return { key: REFUSAL.grappledUnarmedOnly };
  if (s.mode === "melee") {
    if (weapon.category === "ranged") return { key: REFUSAL.notMeleeWeapon };
    if (s.distanceFt > meleeReachFt(weapon)) return { key: REFUSAL.outOfReach, data: { reach: meleeReachFt(weapon) } };
  } else {
    if (weapon.range === null || (weapon.category !== "ranged" && !weapon.thrown)) return { key: REFUSAL.notRangedWeapon };
    if (s.distanceFt > weapon.range.long) return { key: REFUSAL.beyondLongRange, data: { long: weapon.range.long } };
    const bowLike = weapon.launcher !== null || (weapon.twoHanded && !weapon.thrown);
    if (s.enemyInMelee && bowLike) return { key: REFUSAL.bowInMelee };
  }
  if (s.charge) {
    if (s.mode === "ranged" && !weapon.thrown) return { key: REFUSAL.chargeNotMeleeOrThrown };
    if (s.attackerProne) return { key: REFUSAL.chargeWhileProne };
    if (s.charge.distanceFt < CHARGE_MIN_FT) return { key: REFUSAL.chargeTooShort, data: { min: CHARGE_MIN_FT } };
    if (s.charge.distanceFt > 2 * s.charge.movementFt) {
      return { key: REFUSAL.chargeTooLong, data: { max: 2 * s.charge.movementFt } };
    }
  }
  return null;
}

/** The rulebook's situational table, plus dual wielding, charge, snap and swarm. */
function situationalModifiers(weapon: WeaponProfile, target: TargetProfile, s: AttackSituation): Modifier[] {
  const mods: Modifier[] = [];
  if (target.prone) {
    // Prone: +2 to attacks from melee range, −2 to ranged attacks from farther away.
    const fromMeleeRange = s.mode === "melee" || s.distanceFt <= 5;
    mods.push(fromMeleeRange ? { key: MOD.proneAdjacent, value: 2 } : { key: MOD.proneDistant, value: -2 });
  }
  if (s.attackerProne && s.mode === "melee") mods.push({ key: MOD.attackerProne, value: -4 });
  if (s.mode === "ranged" && weapon.range && s.distanceFt > weapon.range.normal) {
    mods.push({ key: MOD.longRange, value: -2 });
  }
  if (s.cover === "half") mods.push({ key: MOD.halfCover, value: -2 });
  if (s.cover === "full") mods.push({ key: MOD.fullCover, value: -4 });
  // The table lists "thrown attack in melee" and "throwing in melee" twice: one −4, applied once.
  if (s.mode === "ranged" && s.enemyInMelee) mods.push({ key: MOD.rangedInMelee, value: -4 });
  if (s.visibility === "unseenKnown") mods.push({ key: MOD.unseenKnown, value: -4 });
  if (s.dualWield) mods.push({ key: MOD.dualWielding, value: -1 });
  if (s.charge) mods.push({ key: MOD.charge, value: 2 });
  if (s.snap) mods.push({ key: MOD.snapAttack, value: -4 });
  // Not swarming (0 assailants) gives no bonus, like a swarm of one.
  const swarm = swarmBonus(s.swarmAssailants);
  if (swarm.toHit !== 0) mods.push({ key: MOD.swarm, value: swarm.toHit, data: { assailants: s.swarmAssailants } });
  return mods;
}

export interface BaseBonuses {
  attributeMod: number;
  skillLevel: number;
  /** Attack bonus, attribute, skill and magic: what every attack with this weapon adds to the d20. */
  modifiers: Modifier[];
}

/** The lines every attack with this weapon carries, whatever the situation; NPCs fold attribute and skill into their bonus. */
export function baseBonuses(attacker: AttackerProfile, weapon: WeaponProfile, attribute: WeaponAttribute | null, skill: WeaponSkill): BaseBonuses {
  const isNpc = attacker.kind === "npc";
  const attributeMod = isNpc || attribute === null ? 0 : attacker.attributeMods[attribute];
  const skillLevel = isNpc ? 0 : attacker.skills[skill];
  const modifiers: Modifier[] = [{ key: MOD.attackBonus, value: attacker.attackBonus }];
  if (!isNpc && attribute !== null) modifiers.push({ key: MOD.attribute, value: attributeMod, data: { attribute } });
  if (!isNpc) modifiers.push({ key: MOD.skill, value: skillLevel, data: { skill } });
  if (weapon.magicBonus !== 0) modifiers.push({ key: MOD.magic, value: weapon.magicBonus });
  return { attributeMod, skillLevel, modifiers };
}

/** The attribute an attack uses when the attacker names none: the better of those the weapon allows. */
export function bestAttribute(weapon: WeaponProfile, attacker: AttackerProfile): WeaponAttribute | null {
  let best: WeaponAttribute | null = null;
  for (const a of weapon.attributes) {
    if (best === null || attacker.attributeMods[a] > attacker.attributeMods[best]) best = a;
  }
  return best;
}

/** Works out everything about an attack except the die; refuses what the rulebook forbids. */
export function planAttack(
  attacker: AttackerProfile,
  weapon: WeaponProfile,
  target: TargetProfile,
  situation: AttackSituation,
): Decision<{ plan: AttackPlan }> {
  const infeasible = checkFeasible(weapon, situation);
  if (infeasible) return { ok: false, reason: infeasible };
  const attr = chooseAttribute(weapon, attacker, situation.attribute);
  if (!attr.ok) return attr;
  const skill = chooseSkill(weapon, attacker, situation);
  if (!skill.ok) return skill;
  const other = situation.dualWield?.otherWeapon;
  // NPCs fold skill into their attack bonus, so only characters need level 1 in both skills.
  if (other && attacker.kind === "character") {
    const low = [weapon.skill, other.skill].find((k) => attacker.skills[k] < 1);
    if (low) return refuse(REFUSAL.dualWieldUnskilled, { skill: low });
  }

  const base = baseBonuses(attacker, weapon, attr.attribute, skill.skill);
  const modifiers: Modifier[] = [...base.modifiers, ...situationalModifiers(weapon, target, situation), ...situation.extra];

  const plan: AttackPlan = {
    attribute: attr.attribute,
    attributeMod: base.attributeMod,
    skill: skill.skill,
    skillLevel: base.skillLevel,
    modifiers,
    totalBonus: modifiers.reduce((sum, m) => sum + m.value, 0),
    swarm: situation.swarmAssailants > 0 ? swarmBonus(situation.swarmAssailants) : null,
    dualWieldDamage: other !== undefined && situation.distanceFt <= Math.min(weaponReachFt(weapon), weaponReachFt(other)),
    attackerChargePenalty: situation.charge !== null,
  };
  return { ok: true, plan };
}
