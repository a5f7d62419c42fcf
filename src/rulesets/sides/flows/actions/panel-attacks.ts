/** The attack buttons of the actions panel, from the rows the sheet already shows. Pure. */
import type { WeaponAttackAction } from "../../rules/combat/attack-action";
import type { PanelAttack } from "./actions-view";

/** A character attacks with each readied weapon, its to-hit, damage and action as the Combat tab shows them. */
export function weaponAttacks(readied: readonly { id: string; name: string; toHit: string; damage: string; action: WeaponAttackAction }[]): PanelAttack[] {
  return readied.map((weapon) => ({
    name: weapon.name,
    detail: `${weapon.toHit}, ${weapon.damage}`,
    action: weapon.action,
    source: { itemId: weapon.id },
  }));
}

/** A monster attacks with each line of its stat block, taking the action its line shows. */
export function statBlockAttacks(attacks: readonly { index: number; name: string; summary: string; action: WeaponAttackAction }[]): PanelAttack[] {
  return attacks.map((attack) => ({
    name: attack.name,
    detail: attack.summary,
    action: attack.action,
    source: { attackIndex: attack.index },
  }));
}
