/** A `classic` actor's items as its sheet lists them, grouped by type, each row with the numbers a fight reads. */
import type { Infer } from "../../../core/schema/spec";
import { signed } from "../../../core/format/signed";
import type { ItemRow } from "../../../foundry/sheets/item-row";
import type { HELD_SLOTS } from "../schema/common";
import { shieldBashDamage, type armourSchema, type focusSchema, type gearSchema, type shieldSchema, type weaponSchema } from "../schema/items";
import { trainedInArmour, trainedWithWeapon, type ClassicTraining } from "../schema/training";

type WeaponData = Infer<typeof weaponSchema>;
type ShieldData = Infer<typeof shieldSchema>;
type FocusData = Infer<typeof focusSchema>;
type ArmourData = Infer<typeof armourSchema>;
type GearData = Infer<typeof gearSchema>;
type HeldSlot = (typeof HELD_SLOTS)[number];

const S = "FRAY.Classic.Sheet";

const identity = (item: ItemRow) => ({ id: item.id, name: item.name, img: item.img });

/** The chapter's threat range and multiplier: "19–20/×2", or "20/×3" when only a 20 threatens. */
export function threatText(threatFrom: number, multiplier: number): string {
  const range = threatFrom >= 20 ? "20" : `${threatFrom}\u201320`;
  return `${range}/\u00d7${multiplier}`;
}

/** The wield buttons' icons: the primary hand, the offhand, the pack. */
const SLOT_ICON: Record<HeldSlot, string> = { primary: "fa-hand-fist", offhand: "fa-hand", none: "fa-box-archive" };

/** Where a held item is, and the three wield buttons with the one it sits in marked. */
function holding(held: HeldSlot) {
  return {
    held,
    heldLabel: `${S}.Held.${held}`,
    slots: (["primary", "offhand", "none"] as const).map((slot) => ({ slot, label: `${S}.Wield.${slot}`, icon: SLOT_ICON[slot], active: slot === held })),
  };
}

export function weaponRow(item: ItemRow, training: ClassicTraining) {
  const system = item.system as unknown as WeaponData;
  return {
    ...identity(item),
    ...holding(system.held),
    damage: system.damage,
    threat: threatText(system.threatFrom, system.criticalMultiplier),
    twoHanded: system.twoHanded,
    reach: system.reach,
    ranged: system.ranged,
    thrown: system.thrown,
    groupLabel: `${S}.WeaponGroup.${system.trainingGroup}`,
    trained: trainedWithWeapon(training, system),
  };
}

export function shieldRow(item: ItemRow, training: ClassicTraining) {
  const system = item.system as unknown as ShieldData;
  return {
    ...identity(item),
    ...holding(system.held),
    kindLabel: `${S}.ShieldKind.${system.kind}`,
    ac: signed(system.acBonus),
    bash: shieldBashDamage(system),
    threat: threatText(system.threatFrom, system.criticalMultiplier),
    trained: training.shields,
  };
}

export function focusRow(item: ItemRow) {
  const system = item.system as unknown as FocusData;
  return { ...identity(item), ...holding(system.held), bonus: signed(system.bonus) };
}

export function armourRow(item: ItemRow, training: ClassicTraining) {
  const system = item.system as unknown as ArmourData;
  return {
    ...identity(item),
    worn: system.worn,
    categoryLabel: `${S}.ArmourCategory.${system.category}`,
    ac: signed(system.acBonus),
    checkPenalty: signed(system.armourCheckPenalty),
    spellFailure: `${system.spellFailure}%`,
    trained: trainedInArmour(training, system),
  };
}

export function gearRow(item: ItemRow) {
  const system = item.system as unknown as GearData;
  return { ...identity(item), kindLabel: `${S}.GearKind.${system.kind}`, quantity: system.quantity, healing: system.healing, potion: system.kind === "potion" };
}

/** Every item list of the sheet, in the order the sheet shows them; the ids of broken items mark their rows (a shatter broke them). */
export function classicItemGroups(items: readonly ItemRow[], training: ClassicTraining, brokenIds: readonly string[] = []) {
  const ofType = (type: string) => items.filter((item) => item.type === type);
  const marked = <R extends { id: string }>(row: R) => ({ ...row, broken: brokenIds.includes(row.id) });
  return {
    weapons: ofType("classicWeapon").map((item) => marked(weaponRow(item, training))),
    shields: ofType("classicShield").map((item) => marked(shieldRow(item, training))),
    foci: ofType("classicFocus").map((item) => marked(focusRow(item))),
    armourItems: ofType("classicArmour").map((item) => marked(armourRow(item, training))),
    gear: ofType("classicGear").map(gearRow),
  };
}
