import type { RulesetTypes } from "../../../core/schema/document-type";
import { declaredCharacter } from "./character";
import { declaredMonster } from "./monster";
import { declaredArmour, declaredConsumable, declaredSpell, declaredWeapon } from "./items";
import { declaredAttackCard } from "./attack-card";
import { declaredMoraleCard } from "./morale-card";
import { declaredReachCard } from "./reach-card";

/** The document sub-types of the `declared` ruleset; names are prefixed so rulesets never collide. */
export const declaredTypes = {
  Actor: { declaredCharacter, declaredMonster },
  Item: { declaredWeapon, declaredArmour, declaredConsumable, declaredSpell },
  ChatMessage: { declaredAttack: declaredAttackCard, declaredMorale: declaredMoraleCard, declaredReach: declaredReachCard },
} satisfies RulesetTypes;
