/** What the `teams` item sheet adds to Foundry's context, from plain data: TeamsItemSheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import { itemDefence } from "../rules/derived/item-defence";
import { itemDurability, maxDurability } from "../rules/derived/durability";
import { TEAMS_ATTRIBUTES, TEAMS_WEAPON_PROFICIENCIES } from "../rules/derived/traits";
import { DAMAGE_TYPE_CHOICES } from "../schema/attack-fields";
import type { armourSchema, gearSchema, shieldSchema, weaponSchema } from "../schema/items";

type WeaponData = Infer<typeof weaponSchema>;
type ArmourData = Infer<typeof armourSchema>;
type ShieldData = Infer<typeof shieldSchema>;
type GearData = Infer<typeof gearSchema>;
type DurableData = WeaponData | ShieldData | GearData;

const SHEET = "FRAY.Teams.Sheet";

/** One checkbox per attribute or proficiency the attack test may use. */
function allowedList<K extends string>(field: string, keys: readonly K[], allowed: Readonly<Record<K, boolean>>, labels: string) {
  return keys.map((key) => ({ key, label: `${SHEET}.${labels}.${key}`, name: `system.${field}.${key}`, allowed: allowed[key] }));
}

/** Durability as the rules count it, what the listed field holds back, and whether the item can still defend. */
function durabilityView(system: DurableData, blockValue: number | null, parryValue: number | null) {
  const durable = { metal: system.metal, listed: system.durability.listed, lost: system.durability.lost };
  const defence = itemDefence({ ...durable, wielded: system.wielded, blockValue, parryValue });
  return {
    durability: itemDurability(durable),
    // Shown as the placeholder of an empty "listed" field: what an unlisted durability counts as.
    unlistedDurability: maxDurability({ metal: system.metal, listed: null }),
    canBlock: defence.canBlock,
    canParry: defence.canParry,
    parryBonus: defence.parryBonus,
  };
}

export function teamsWeaponView(system: WeaponData) {
  return {
    kind: "weapon" as const,
    attributes: allowedList("attributes", TEAMS_ATTRIBUTES, system.attributes, "Attribute"),
    proficiencies: allowedList("proficiencies", TEAMS_WEAPON_PROFICIENCIES, system.proficiencies, "Proficiency"),
    damageTypeChoices: Object.fromEntries(DAMAGE_TYPE_CHOICES.map((type) => [type, `${SHEET}.DamageType.${type}`])),
    damageText: `+${system.damage}`,
    damageTypeLabel: `${SHEET}.DamageType.${system.damageType}`,
    criticalText: `+${system.criticalDamage}`,
    thresholdText: `${system.criticalThreshold}+`,
    ...durabilityView(system, system.blockValue, system.parryValue),
  };
}

export function teamsArmourView(system: ArmourData) {
  return { kind: "armour" as const, deflection: { ...system.deflection } };
}

export function teamsShieldView(system: ShieldData) {
  return { kind: "shield" as const, ...durabilityView(system, system.blockValue, system.parryValue) };
}

/** Gear held in hand parries for +1 and wears down like any other item; it never blocks. */
export function teamsGearView(system: GearData) {
  return { kind: "gear" as const, ...durabilityView(system, null, null) };
}

/** The view for an item of any teams type; the item's data model has the shape its type names. */
export function teamsItemSheetContext(type: string, system: object) {
  switch (type) {
    case "teamsWeapon":
      return { view: teamsWeaponView(system as WeaponData) };
    case "teamsArmour":
      return { view: teamsArmourView(system as ArmourData) };
    case "teamsShield":
      return { view: teamsShieldView(system as ShieldData) };
    default:
      return { view: teamsGearView(system as GearData) };
  }
}
