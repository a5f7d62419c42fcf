import type { RulesetTypes } from "../../../core/schema/document-type";
import { teamsCharacter } from "./character";
import { teamsMonster } from "./monster";
import { teamsArmour, teamsGear, teamsShield, teamsWeapon } from "./items";
import { teamsTestCard } from "./test-card";
import { teamsAttackCard } from "./cards";

/** The document sub-types of the `teams` ruleset; names are prefixed so rulesets never collide. */
export const teamsTypes = {
  Actor: { teamsCharacter, teamsMonster },
  Item: { teamsWeapon, teamsArmour, teamsShield, teamsGear },
  ChatMessage: { teamsTest: teamsTestCard, teamsAttack: teamsAttackCard },
} satisfies RulesetTypes;
