/**
 * Which action an attack spends, decided once for the actions panel's buttons, the attack dialog's
 * default and the GM's cost check: a Charge, or the Melee or Ranged Attack its mode makes it.
 */
import type { AttackMode, AttackSituation } from "./attack-plan";
import { meleeReachFt, type WeaponProfile } from "./types";

export type WeaponAttackAction = "meleeAttack" | "rangedAttack";

/**
 * How an attack with this weapon is made at this distance: swung when the weapon strikes in melee
 * and the target is within its reach (a thrown weapon is thrown only when the attacker says so),
 * shot or thrown otherwise. Without a distance the target is taken to be within reach.
 */
export function attackModeAt(weapon: WeaponProfile, distanceFt = 0): AttackMode {
  const canMelee = weapon.category !== "ranged";
  return canMelee && distanceFt <= meleeReachFt(weapon) ? "melee" : "ranged";
}

/** The Melee or Ranged Attack an attack in this mode takes. */
export function weaponAttackAction(mode: AttackMode): WeaponAttackAction {
  return mode === "ranged" ? "rangedAttack" : "meleeAttack";
}

/** The action an attack spends: a Charge is its own Move-and-Main action; otherwise its mode decides. */
export function attackAction(attack: Pick<AttackSituation, "mode" | "charge">): WeaponAttackAction | "charge" {
  return attack.charge ? "charge" : weaponAttackAction(attack.mode);
}
