import { ActorSpecModel, ItemSpecModel } from "../../foundry/data/spec-model";
import type { Infer } from "../../core/schema/spec";
import { deriveClassicCreature, type ClassicCreatureDerived } from "./rules/character/derived";
import { protectingItems } from "./rules/character/broken-items";
import { classicCreatureStats, type ClassicArmourData as ArmourFacts, type ClassicShieldData as ShieldFacts } from "./schema/creature-stats";
import { classicCharacter, type characterSchema } from "./schema/character";
import { classicMonster, type monsterSchema } from "./schema/monster";
import {
  classicArmour,
  classicFocus,
  classicGear,
  classicShield,
  classicWeapon,
  type armourSchema,
  type focusSchema,
  type gearSchema,
  type shieldSchema,
  type weaponSchema,
} from "./schema/items";

/** The worn armour and held shields among an actor's items, as plain data; broken ones give no AC. */
function carriedGear(all: readonly { type: string; system: unknown; flags?: unknown }[]) {
  const items = protectingItems(all);
  return {
    armour: items.filter((item) => item.type === "classicArmour").map((item) => item.system as ArmourFacts),
    shields: items.filter((item) => item.type === "classicShield").map((item) => item.system as ShieldFacts),
  };
}

/**
 * What a character and a stat block prepare alike. Derived numbers sit under `derived`, so the editable
 * source fields are never overwritten; `health.max` stays as stored (the GM sets it from the Hit Dice).
 */
class ClassicCreatureData extends ActorSpecModel {
  override prepareDerivedData(): void {
    this.derived = deriveClassicCreature(classicCreatureStats(this, carriedGear(this.parent.items.contents)));
  }
}
interface ClassicCreatureData extends Infer<typeof monsterSchema> {
  derived: ClassicCreatureDerived;
}

export class ClassicCharacterData extends ClassicCreatureData {
  static override typeSpec = classicCharacter;
}
export interface ClassicCharacterData extends Infer<typeof characterSchema> {
  derived: ClassicCreatureDerived;
}

export class ClassicMonsterData extends ClassicCreatureData {
  static override typeSpec = classicMonster;
}
export interface ClassicMonsterData extends Infer<typeof monsterSchema> {
  derived: ClassicCreatureDerived;
}

export class ClassicWeaponData extends ItemSpecModel {
  static override typeSpec = classicWeapon;
}
export interface ClassicWeaponData extends Infer<typeof weaponSchema> {}

export class ClassicShieldData extends ItemSpecModel {
  static override typeSpec = classicShield;
}
export interface ClassicShieldData extends Infer<typeof shieldSchema> {}

export class ClassicFocusData extends ItemSpecModel {
  static override typeSpec = classicFocus;
}
export interface ClassicFocusData extends Infer<typeof focusSchema> {}

export class ClassicArmourData extends ItemSpecModel {
  static override typeSpec = classicArmour;
}
export interface ClassicArmourData extends Infer<typeof armourSchema> {}

export class ClassicGearData extends ItemSpecModel {
  static override typeSpec = classicGear;
}
export interface ClassicGearData extends Infer<typeof gearSchema> {}

export const classicModels = {
  Actor: { classicCharacter: ClassicCharacterData, classicMonster: ClassicMonsterData },
  Item: { classicWeapon: ClassicWeaponData, classicShield: ClassicShieldData, classicFocus: ClassicFocusData, classicArmour: ClassicArmourData, classicGear: ClassicGearData },
};
