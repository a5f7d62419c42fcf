import { ActorSpecModel, ItemSpecModel } from "../../foundry/data/spec-model";
import type { Infer } from "../../core/schema/spec";
import { deriveDeclaredCreature, type DeclaredDerived } from "./rules/creature/derived";
import { armourPieces, storedRatings } from "./rules/creature/stored-ratings";
import { declaredCharacter, type characterSchema } from "./schema/character";
import { declaredMonster, type monsterSchema } from "./schema/monster";
import {
  declaredArmour,
  declaredConsumable,
  declaredSpell,
  declaredWeapon,
  type armourSchema,
  type consumableSchema,
  type spellSchema,
  type weaponSchema,
} from "./schema/items";

/**
 * What a character and a stat block prepare alike. Derived numbers sit under `derived`, so the editable
 * source fields are never overwritten; only the Wound Point maximum is kept at the rules' value in
 * `health.max`, where token bars read it.
 */
class DeclaredCreatureData extends ActorSpecModel {
  override prepareDerivedData(): void {
    this.derived = deriveDeclaredCreature(storedRatings(this), armourPieces(this.parent.items.contents));
    this.health.max = this.derived.woundPoints.value;
  }
}
interface DeclaredCreatureData extends Infer<typeof monsterSchema> {
  derived: DeclaredDerived;
}

export class DeclaredCharacterData extends DeclaredCreatureData {
  static override typeSpec = declaredCharacter;
}
export interface DeclaredCharacterData extends Infer<typeof characterSchema> {
  derived: DeclaredDerived;
}

export class DeclaredMonsterData extends DeclaredCreatureData {
  static override typeSpec = declaredMonster;
}
export interface DeclaredMonsterData extends Infer<typeof monsterSchema> {
  derived: DeclaredDerived;
}

export class DeclaredWeaponData extends ItemSpecModel {
  static override typeSpec = declaredWeapon;
}
export interface DeclaredWeaponData extends Infer<typeof weaponSchema> {}

export class DeclaredArmourData extends ItemSpecModel {
  static override typeSpec = declaredArmour;
}
export interface DeclaredArmourData extends Infer<typeof armourSchema> {}

export class DeclaredConsumableData extends ItemSpecModel {
  static override typeSpec = declaredConsumable;
}
export interface DeclaredConsumableData extends Infer<typeof consumableSchema> {}

export class DeclaredSpellData extends ItemSpecModel {
  static override typeSpec = declaredSpell;
}
export interface DeclaredSpellData extends Infer<typeof spellSchema> {}

export const declaredModels = {
  Actor: { declaredCharacter: DeclaredCharacterData, declaredMonster: DeclaredMonsterData },
  Item: { declaredWeapon: DeclaredWeaponData, declaredArmour: DeclaredArmourData, declaredConsumable: DeclaredConsumableData, declaredSpell: DeclaredSpellData },
};
