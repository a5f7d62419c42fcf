import type { FactionsArmourData, FactionsCharacterData, FactionsConsumableData, FactionsMonsterData, FactionsShieldData, FactionsWeaponData } from "./models";

/** Tells fvtt-types which model backs each factions sub-type. */
declare module "../../foundry/data/model-config" {
  interface FrayActorModels {
    factionsCharacter: typeof FactionsCharacterData;
    factionsMonster: typeof FactionsMonsterData;
  }
  interface FrayItemModels {
    factionsWeapon: typeof FactionsWeaponData;
    factionsArmour: typeof FactionsArmourData;
    factionsShield: typeof FactionsShieldData;
    factionsConsumable: typeof FactionsConsumableData;
  }
}
