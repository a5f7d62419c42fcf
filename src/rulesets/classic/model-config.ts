import type { ClassicArmourData, ClassicCharacterData, ClassicFocusData, ClassicGearData, ClassicMonsterData, ClassicShieldData, ClassicWeaponData } from "./models";

/** Tells fvtt-types which model backs each classic sub-type. */
declare module "../../foundry/data/model-config" {
  interface FrayActorModels {
    classicCharacter: typeof ClassicCharacterData;
    classicMonster: typeof ClassicMonsterData;
  }
  interface FrayItemModels {
    classicWeapon: typeof ClassicWeaponData;
    classicShield: typeof ClassicShieldData;
    classicFocus: typeof ClassicFocusData;
    classicArmour: typeof ClassicArmourData;
    classicGear: typeof ClassicGearData;
  }
}
