/** The attack buttons of the actions panel, from the rows the sheet already shows. Pure. */
import type { PanelAttack } from "./actions-view";

/** A character attacks with each readied weapon, its to-hit and damage as the Combat tab shows them. */
export function weaponAttacks(readied: readonly { id: string; name: string; toHit: string; damage: string; category: string }[]): PanelAttack[] {
  return readied.map((weapon) => ({
    name: weapon.name,
    detail: `${weapon.toHit}, ${weapon.damage}`,
    action: weapon.category === "ranged" ? "rangedAttack" : "meleeAttack",
    source: { itemId: weapon.id },
  }));
}

/** A monster attacks with each line of its stat block; a line with a range is a ranged attack. */
export function statBlockAttacks(attacks: readonly { index: number; name: string; summary: string; range: number }[]): PanelAttack[] {
  return attacks.map((attack) => ({
    name: attack.name,
    detail: attack.summary,
    action: attack.range > 0 ? "rangedAttack" : "meleeAttack",
    source: { attackIndex: attack.index },
  }));
}
