import { ActorSpecModel, ItemSpecModel } from "../../foundry/data/spec-model";
import type { Infer } from "../../core/schema/spec";
import { deriveTeamsActor, type TeamsDerived } from "./rules/derived";
import type { WornArmour } from "./rules/derived/defences";
import { teamsCharacter, type characterSchema } from "./schema/character";
import { teamsMonster, type monsterSchema } from "./schema/monster";
import {
  teamsArmour,
  teamsGear,
  teamsShield,
  teamsWeapon,
  type armourSchema,
  type gearSchema,
  type shieldSchema,
  type weaponSchema,
} from "./schema/items";

/** The armour an actor carries, as the defence rules read it; the item's data model has that shape. */
function carriedArmour(items: readonly { type: string; system: unknown }[]): WornArmour[] {
  return items.filter((item) => (item.type as string) === "teamsArmour").map((item) => item.system as WornArmour);
}

// Derived numbers sit under `derived`, so the editable source fields (own deflection …) are never overwritten.
export class TeamsCharacterData extends ActorSpecModel {
  static override typeSpec = teamsCharacter;

  override prepareDerivedData(): void {
    this.derived = deriveTeamsActor(this, carriedArmour(this.parent.items.contents));
  }
}
export interface TeamsCharacterData extends Infer<typeof characterSchema> {
  derived: TeamsDerived;
}

export class TeamsMonsterData extends ActorSpecModel {
  static override typeSpec = teamsMonster;

  override prepareDerivedData(): void {
    this.derived = deriveTeamsActor(this, carriedArmour(this.parent.items.contents));
  }
}
export interface TeamsMonsterData extends Infer<typeof monsterSchema> {
  derived: TeamsDerived;
}

export class TeamsWeaponData extends ItemSpecModel {
  static override typeSpec = teamsWeapon;
}
export interface TeamsWeaponData extends Infer<typeof weaponSchema> {}

export class TeamsArmourData extends ItemSpecModel {
  static override typeSpec = teamsArmour;
}
export interface TeamsArmourData extends Infer<typeof armourSchema> {}

export class TeamsShieldData extends ItemSpecModel {
  static override typeSpec = teamsShield;
}
export interface TeamsShieldData extends Infer<typeof shieldSchema> {}

export class TeamsGearData extends ItemSpecModel {
  static override typeSpec = teamsGear;
}
export interface TeamsGearData extends Infer<typeof gearSchema> {}

export const teamsModels = {
  Actor: { teamsCharacter: TeamsCharacterData, teamsMonster: TeamsMonsterData },
  Item: { teamsWeapon: TeamsWeaponData, teamsArmour: TeamsArmourData, teamsShield: TeamsShieldData, teamsGear: TeamsGearData },
};
