import { ActorSpecModel, ItemSpecModel } from "../../foundry/data/spec-model";
import type { Infer } from "../../core/schema/spec";
import { armourValue, type ArmourValue } from "./rules/character/armour-value";
import { armourSources } from "./schema/creature-gear";
import { factionsCharacter, type characterSchema } from "./schema/character";
import { factionsMonster, type monsterSchema } from "./schema/monster";
import {
  factionsArmour,
  factionsConsumable,
  factionsShield,
  factionsWeapon,
  type armourSchema,
  type consumableSchema,
  type shieldSchema,
  type weaponSchema,
} from "./schema/items";

type Carried<T> = T & { name: string };
/** The suits and shields among an actor's items, with their names, as plain data. */
function carried<T>(items: readonly { type: string; name: string; system: unknown }[], type: string): Carried<T>[] {
  return items.filter((item) => item.type === type).map((item) => ({ ...(item.system as T), name: item.name }));
}

/** What a character and a stat block prepare alike: the armour value from its own hide, worn suit and held shield. */
class FactionsCreatureData extends ActorSpecModel {
  override prepareDerivedData(): void {
    const items = this.parent.items.contents;
    this.derived = { armour: armourValue(armourSources(this.armour, carried<Infer<typeof armourSchema>>(items, "factionsArmour"), carried<Infer<typeof shieldSchema>>(items, "factionsShield"))) };
  }
}
interface FactionsDerived {
  armour: ArmourValue;
}
interface FactionsCreatureData extends Infer<typeof monsterSchema> {
  derived: FactionsDerived;
}

export class FactionsCharacterData extends FactionsCreatureData {
  static override typeSpec = factionsCharacter;
}
export interface FactionsCharacterData extends Infer<typeof characterSchema> {
  derived: FactionsDerived;
}

export class FactionsMonsterData extends FactionsCreatureData {
  static override typeSpec = factionsMonster;
}
export interface FactionsMonsterData extends Infer<typeof monsterSchema> {
  derived: FactionsDerived;
}

export class FactionsWeaponData extends ItemSpecModel {
  static override typeSpec = factionsWeapon;
}
export interface FactionsWeaponData extends Infer<typeof weaponSchema> {}

export class FactionsArmourData extends ItemSpecModel {
  static override typeSpec = factionsArmour;
}
export interface FactionsArmourData extends Infer<typeof armourSchema> {}

export class FactionsShieldData extends ItemSpecModel {
  static override typeSpec = factionsShield;
}
export interface FactionsShieldData extends Infer<typeof shieldSchema> {}

export class FactionsConsumableData extends ItemSpecModel {
  static override typeSpec = factionsConsumable;
}
export interface FactionsConsumableData extends Infer<typeof consumableSchema> {}

export const factionsModels = {
  Actor: { factionsCharacter: FactionsCharacterData, factionsMonster: FactionsMonsterData },
  Item: { factionsWeapon: FactionsWeaponData, factionsArmour: FactionsArmourData, factionsShield: FactionsShieldData, factionsConsumable: FactionsConsumableData },
};
