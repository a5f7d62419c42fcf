/** An attack as a sheet lists it: to-hit, damage and the action it takes, all as the rules compute them. */
import { signed } from "../../../core/format/signed";
import { weaponLine } from "../rules/combat/weapon-line";
import { attackModeAt, weaponAttackAction } from "../rules/combat/attack-action";
import type { AttackerProfile, WeaponProfile } from "../rules/combat/types";

/** A damage formula with a hit's bonus as a sheet prints it: 1d2+1, 1d8, 1d4−1. */
export function damageText(die: string, bonus: number): string {
  return bonus === 0 ? die : `${die}${signed(bonus)}`;
}

export function attackLine(attacker: AttackerProfile, weapon: WeaponProfile) {
  const line = weaponLine(attacker, weapon);
  return { toHit: signed(line.toHit), damage: damageText(line.damageDie, line.damageBonus), action: weaponAttackAction(attackModeAt(weapon)) };
}
