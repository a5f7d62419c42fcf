import { spec } from "../../../core/schema/spec";
import { classicFirstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A stat block: trained with every weapon and armour it carries, until the GM unticks one. */
export const monsterSchema = spec.object(creatureFields(true));

export const classicMonster = classicFirstVersion(monsterSchema);
