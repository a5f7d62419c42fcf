/** A `declared` actor's items as its sheet lists them, grouped by type, each row with the numbers a fight reads. */
import type { Infer } from "../../../core/schema/spec";
import { signed } from "../../../core/format/signed";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import { spellSpeed } from "../rules/actions/action-lines";
import { DECLARED_DAMAGE_TYPE_LABEL } from "../rules/combat/labels";
import { dealtDamageTypes, type armourSchema, type consumableSchema, type spellSchema, type weaponSchema } from "../schema/items";

type WeaponData = Infer<typeof weaponSchema>;
type ArmourData = Infer<typeof armourSchema>;
type ConsumableData = Infer<typeof consumableSchema>;
type SpellData = Infer<typeof spellSchema>;

const identity = (item: ItemRow) => ({ id: item.id, name: item.name, img: item.img });

/** "×3": the chapter writes a critical multiplier so. */
export const criticalText = (multiplier: number) => `×${multiplier}`;

export function weaponRow(item: ItemRow) {
  const system = item.system as unknown as WeaponData;
  return {
    ...identity(item),
    speed: signed(system.speed),
    damage: system.damage,
    typeLabels: dealtDamageTypes(system.damageTypes).map((type) => DECLARED_DAMAGE_TYPE_LABEL[type]),
    critical: criticalText(system.criticalMultiplier),
    thrown: system.thrown,
    range: system.range,
  };
}

export function armourRow(item: ItemRow) {
  const system = item.system as unknown as ArmourData;
  return { ...identity(item), defenseBonus: signed(system.defenseBonus), armourBonus: signed(system.armourBonus), worn: system.worn };
}

export function consumableRow(item: ItemRow) {
  const system = item.system as unknown as ConsumableData;
  return { ...identity(item), quantity: system.quantity, modifier: signed(system.initiativeModifier), effect: system.effect };
}

export function spellRow(item: ItemRow) {
  const system = item.system as unknown as SpellData;
  return { ...identity(item), castingTN: system.castingTN, speed: signed(spellSpeed({ castingTn: system.castingTN, speed: system.speed })) };
}

/** Every item list of the sheet, in the order the sheet shows them. */
export function itemGroups(items: readonly ItemRow[]) {
  const ofType = (type: string) => items.filter((item) => item.type === type);
  return {
    weapons: ofType("declaredWeapon").map(weaponRow),
    armourItems: ofType("declaredArmour").map(armourRow),
    consumables: ofType("declaredConsumable").map(consumableRow),
    spells: ofType("declaredSpell").map(spellRow),
  };
}
