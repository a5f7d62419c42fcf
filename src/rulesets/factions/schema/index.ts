import type { RulesetTypes } from "../../../core/schema/document-type";
import { factionsCharacter } from "./character";
import { factionsMonster } from "./monster";
import { factionsArmour, factionsConsumable, factionsShield, factionsWeapon } from "./items";
import { factionsAttackCard } from "./attack-card";
import { factionsMoraleCard } from "./morale-card";
import { factionsAfterFightCard } from "./after-fight-card";
import { factionsBlastCard } from "./blast-card";
import { factionsChaseCard } from "./chase-card";
import { factionsPoisonTickCard } from "./poison-tick-card";

/** The document sub-types of the `factions` ruleset; names are prefixed so rulesets never collide. */
export const factionsTypes = {
  Actor: { factionsCharacter, factionsMonster },
  Item: { factionsWeapon, factionsArmour, factionsShield, factionsConsumable },
  ChatMessage: { factionsAttack: factionsAttackCard, factionsMorale: factionsMoraleCard, factionsAfterFight: factionsAfterFightCard, factionsBlast: factionsBlastCard, factionsChase: factionsChaseCard, factionsPoisonTick: factionsPoisonTickCard },
} satisfies RulesetTypes;
