import type {
  TeamsArmourData,
  TeamsCharacterData,
  TeamsGearData,
  TeamsMonsterData,
  TeamsShieldData,
  TeamsWeaponData,
} from "./models";

/** Tells fvtt-types which model backs each teams sub-type. */
declare module "../../foundry/data/model-config" {
  interface FrayActorModels {
    teamsCharacter: typeof TeamsCharacterData;
    teamsMonster: typeof TeamsMonsterData;
  }
  interface FrayItemModels {
    teamsWeapon: typeof TeamsWeaponData;
    teamsArmour: typeof TeamsArmourData;
    teamsShield: typeof TeamsShieldData;
    teamsGear: typeof TeamsGearData;
  }
}
