import { spec } from "../../../core/schema/spec";
import { factionsFirstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A player character: a creature with a background the player writes. */
export const characterSchema = spec.object({ ...creatureFields(), background: spec.text() });

export const factionsCharacter = factionsFirstVersion(characterSchema);
