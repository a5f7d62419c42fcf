import type { RulesetTypes } from "../../../core/schema/document-type";
import { sidesCharacter } from "./character";
import { sidesMonster } from "./monster";
import { sidesArmour, sidesGear, sidesShield, sidesWeapon } from "./items";
import { sidesAttackCard, sidesManeuverCard, sidesOpportunityCard } from "./cards";

/** The document sub-types of the `sides` ruleset; names are prefixed so rulesets never collide. */
export const sidesTypes = {
  Actor: { sidesCharacter, sidesMonster },
  Item: { sidesWeapon, sidesArmour, sidesShield, sidesGear },
  ChatMessage: { sidesAttack: sidesAttackCard, sidesManeuver: sidesManeuverCard, sidesOpportunity: sidesOpportunityCard },
} satisfies RulesetTypes;
