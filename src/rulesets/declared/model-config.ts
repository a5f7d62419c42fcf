import type {
  DeclaredArmourData,
  DeclaredCharacterData,
  DeclaredConsumableData,
  DeclaredMonsterData,
  DeclaredSpellData,
  DeclaredWeaponData,
} from "./models";

/** Tells fvtt-types which model backs each declared sub-type. */
declare module "../../foundry/data/model-config" {
  interface FrayActorModels {
    declaredCharacter: typeof DeclaredCharacterData;
    declaredMonster: typeof DeclaredMonsterData;
  }
  interface FrayItemModels {
    declaredWeapon: typeof DeclaredWeaponData;
    declaredArmour: typeof DeclaredArmourData;
    declaredConsumable: typeof DeclaredConsumableData;
    declaredSpell: typeof DeclaredSpellData;
  }
}
