import { spec } from "../../../core/schema/spec";
import { factionsFirstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A stat block: a creature, and how many of it the GM's encounter usually brings. */
export const monsterSchema = spec.object({ ...creatureFields(), groupSize: spec.integer(1, { min: 1, max: 99 }) });

export const factionsMonster = factionsFirstVersion(monsterSchema);
