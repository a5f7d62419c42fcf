import { ActorSpecModel, ItemSpecModel } from "../../foundry/data/spec-model";
import type { Infer } from "../../core/schema/spec";
import { deriveFromItems, type CharacterDerived, type CharacterSource } from "./rules/derived-character";
import { sidesCharacter } from "./schema/character";
import { sidesMonster, type monsterSchema } from "./schema/monster";
import {
  sidesArmour,
  sidesGear,
  sidesShield,
  sidesWeapon,
  type armourSchema,
  type gearSchema,
  type shieldSchema,
  type weaponSchema,
} from "./schema/items";

export class SidesCharacterData extends ActorSpecModel {
  static override typeSpec = sidesCharacter;

  override prepareDerivedData(): void {
    Object.assign(this, deriveFromItems(this, this.parent.items.contents));
  }
}
export interface SidesCharacterData extends CharacterSource, CharacterDerived {}

export class SidesMonsterData extends ActorSpecModel {
  static override typeSpec = sidesMonster;
}
export interface SidesMonsterData extends Infer<typeof monsterSchema> {}

export class SidesWeaponData extends ItemSpecModel {
  static override typeSpec = sidesWeapon;
}
export interface SidesWeaponData extends Infer<typeof weaponSchema> {}

export class SidesArmourData extends ItemSpecModel {
  static override typeSpec = sidesArmour;
}
export interface SidesArmourData extends Infer<typeof armourSchema> {}

export class SidesShieldData extends ItemSpecModel {
  static override typeSpec = sidesShield;
}
export interface SidesShieldData extends Infer<typeof shieldSchema> {}

export class SidesGearData extends ItemSpecModel {
  static override typeSpec = sidesGear;
}
export interface SidesGearData extends Infer<typeof gearSchema> {}

export const sidesModels = {
  Actor: { sidesCharacter: SidesCharacterData, sidesMonster: SidesMonsterData },
  Item: { sidesWeapon: SidesWeaponData, sidesArmour: SidesArmourData, sidesShield: SidesShieldData, sidesGear: SidesGearData },
};
