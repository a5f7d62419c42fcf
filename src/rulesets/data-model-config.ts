import type {
  SidesArmourData,
  SidesCharacterData,
  SidesGearData,
  SidesMonsterData,
  SidesShieldData,
  SidesWeaponData,
} from "./sides/models";

/** Tells fvtt-types which model backs each sub-type; one line per ruleset type. */
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      sidesCharacter: typeof SidesCharacterData;
      sidesMonster: typeof SidesMonsterData;
    };
    Item: {
      sidesWeapon: typeof SidesWeaponData;
      sidesArmour: typeof SidesArmourData;
      sidesShield: typeof SidesShieldData;
      sidesGear: typeof SidesGearData;
    };
  }
}
