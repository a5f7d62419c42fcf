import type { RulesetTypes } from "../../../core/schema/document-type";
import { classicCharacter } from "./character";
import { classicMonster } from "./monster";
import { classicArmour, classicFocus, classicGear, classicShield, classicWeapon } from "./items";
import { classicAttackCard } from "./attack-card";
import { classicManeuverCard } from "./maneuver-card";

/** The document sub-types of the `classic` ruleset; names are prefixed so rulesets never collide. */
export const classicTypes = {
  Actor: { classicCharacter, classicMonster },
  Item: { classicWeapon, classicShield, classicFocus, classicArmour, classicGear },
  ChatMessage: { classicAttack: classicAttackCard, classicManeuver: classicManeuverCard },
} satisfies RulesetTypes;
