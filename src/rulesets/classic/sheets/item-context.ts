/** What the `classic` item sheet adds to Foundry's context, from plain data: ClassicItemSheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import { signed } from "../../../core/format/signed";
import { HELD_SLOTS } from "../schema/common";
import { GEAR_KINDS, SHIELD_KINDS, shieldBashDamage, type armourSchema, type focusSchema, type gearSchema, type shieldSchema, type weaponSchema } from "../schema/items";
import { ARMOUR_CATEGORIES, WEAPON_GROUPS } from "../schema/training";
import { threatText } from "./item-rows";

type WeaponData = Infer<typeof weaponSchema>;
type ShieldData = Infer<typeof shieldSchema>;
type FocusData = Infer<typeof focusSchema>;
type ArmourData = Infer<typeof armourSchema>;
type GearData = Infer<typeof gearSchema>;

const S = "FRAY.Classic.Sheet";
const CRITICAL_MULTIPLIERS = [2, 3, 4] as const;

/** A select's choices: each stored value with its label key under `prefix`. */
const choices = (values: readonly string[], prefix: string) => Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));

const heldChoices = () => choices(HELD_SLOTS, `${S}.Held`);

/** A weapon's or shield's critical: the threat text and the multiplier choices. */
function criticalView(system: { threatFrom: number; criticalMultiplier: number }) {
  return {
    threat: threatText(system.threatFrom, system.criticalMultiplier),
    criticalChoices: Object.fromEntries(CRITICAL_MULTIPLIERS.map((multiplier) => [multiplier, `\u00d7${multiplier}`])),
  };
}

export function classicWeaponView(system: WeaponData) {
  return { kind: "weapon" as const, ...criticalView(system), heldChoices: heldChoices(), groupChoices: choices(WEAPON_GROUPS, `${S}.WeaponGroup`) };
}

export function classicShieldView(system: ShieldData) {
  return { kind: "shield" as const, ...criticalView(system), ac: signed(system.acBonus), bash: shieldBashDamage(system), heldChoices: heldChoices(), kindChoices: choices(SHIELD_KINDS, `${S}.ShieldKind`) };
}

export function classicFocusView(system: FocusData) {
  return { kind: "focus" as const, bonus: signed(system.bonus), heldChoices: heldChoices() };
}

export function classicArmourView(system: ArmourData) {
  return {
    kind: "armour" as const,
    ac: signed(system.acBonus),
    checkPenalty: signed(system.armourCheckPenalty),
    spellFailure: `${system.spellFailure}%`,
    categoryChoices: choices(ARMOUR_CATEGORIES, `${S}.ArmourCategory`),
  };
}

export function classicGearView(system: GearData) {
  return { kind: "gear" as const, kindLabel: `${S}.GearKind.${system.kind}`, kindChoices: choices(GEAR_KINDS, `${S}.GearKind`) };
}

/** The view for an item of any classic type; the item's data model has the shape its type names. */
export function classicItemSheetContext(type: string, system: object) {
  switch (type) {
    case "classicWeapon":
      return { view: classicWeaponView(system as WeaponData) };
    case "classicShield":
      return { view: classicShieldView(system as ShieldData) };
    case "classicFocus":
      return { view: classicFocusView(system as FocusData) };
    case "classicArmour":
      return { view: classicArmourView(system as ArmourData) };
    default:
      return { view: classicGearView(system as GearData) };
  }
}
