import type {
  SidesArmourData,
  SidesCharacterData,
  SidesGearData,
  SidesMonsterData,
  SidesShieldData,
  SidesWeaponData,
} from "./models";

/** Tells fvtt-types which model backs each sides sub-type. */
declare module "../../foundry/data/model-config" {
  interface FrayActorModels {
    sidesCharacter: typeof SidesCharacterData;
    sidesMonster: typeof SidesMonsterData;
  }
  interface FrayItemModels {
    sidesWeapon: typeof SidesWeaponData;
    sidesArmour: typeof SidesArmourData;
    sidesShield: typeof SidesShieldData;
    sidesGear: typeof SidesGearData;
  }
}
