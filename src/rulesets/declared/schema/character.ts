import { spec } from "../../../core/schema/spec";
import { firstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A player character: its kin's HD plus one Stress die per class level (a Leonin Hunter 3 has 2 + 3). */
export const characterSchema = spec.object({
  ...creatureFields(),
  /** A new character has not chosen a class yet: no levels, only its kin's HD. */
  class: spec.object({ name: spec.text(), level: spec.integer(0, { min: 0, max: 20 }) }),
});

export const declaredCharacter = firstVersion(characterSchema);
