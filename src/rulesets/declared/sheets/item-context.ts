/** What the `declared` item sheet adds to Foundry's context, from plain data: DeclaredItemSheet and the render checks both call this. */
import type { Infer } from "../../../core/schema/spec";
import { signed } from "../../../core/format/signed";
import { SPELL_SPEED_BASE_TN, spellSpeed } from "../rules/actions/action-lines";
import { DECLARED_DAMAGE_TYPES } from "../rules/combat/damage-types";
import { DECLARED_DAMAGE_TYPE_LABEL } from "../rules/combat/labels";
import type { armourSchema, consumableSchema, spellSchema, weaponSchema } from "../schema/items";
import { criticalText } from "./item-rows";

type WeaponData = Infer<typeof weaponSchema>;
type ArmourData = Infer<typeof armourSchema>;
type ConsumableData = Infer<typeof consumableSchema>;
type SpellData = Infer<typeof spellSchema>;

const CRITICAL_MULTIPLIERS = [2, 3, 4] as const;

export function declaredWeaponView(system: WeaponData) {
  return {
    kind: "weapon" as const,
    speed: signed(system.speed),
    critical: criticalText(system.criticalMultiplier),
    criticalChoices: Object.fromEntries(CRITICAL_MULTIPLIERS.map((multiplier) => [multiplier, criticalText(multiplier)])),
    damageTypes: DECLARED_DAMAGE_TYPES.map((type) => ({ key: type, label: DECLARED_DAMAGE_TYPE_LABEL[type], name: `system.damageTypes.${type}`, dealt: system.damageTypes[type] })),
  };
}

export function declaredArmourView(system: ArmourData) {
  return { kind: "armour" as const, defenseBonus: signed(system.defenseBonus), armourBonus: signed(system.armourBonus) };
}

export function declaredConsumableView(system: ConsumableData) {
  return { kind: "consumable" as const, modifier: signed(system.initiativeModifier) };
}

/** The speed the spell is declared at, and what an empty speed field stands for (casting TN − 10). */
export function declaredSpellView(system: SpellData) {
  return {
    kind: "spell" as const,
    speed: signed(spellSpeed({ castingTn: system.castingTN, speed: system.speed })),
    defaultSpeed: String(system.castingTN - SPELL_SPEED_BASE_TN),
  };
}

/** The view for an item of any declared type; the item's data model has the shape its type names. */
export function declaredItemSheetContext(type: string, system: object) {
  switch (type) {
    case "declaredWeapon":
      return { view: declaredWeaponView(system as WeaponData) };
    case "declaredArmour":
      return { view: declaredArmourView(system as ArmourData) };
    case "declaredSpell":
      return { view: declaredSpellView(system as SpellData) };
    default:
      return { view: declaredConsumableView(system as ConsumableData) };
  }
}
