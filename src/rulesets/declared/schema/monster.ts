import { spec } from "../../../core/schema/spec";
import { firstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A stat block: HD alone give its Stress dice and count in its morale check; it strikes with its items. */
export const monsterSchema = spec.object(creatureFields());

export const declaredMonster = firstVersion(monsterSchema);
