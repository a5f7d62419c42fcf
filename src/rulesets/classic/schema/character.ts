import { spec } from "../../../core/schema/spec";
import { classicFirstVersion } from "./common";
import { creatureFields } from "./creature-fields";

/** A player character: its class (named, the levels are its Hit Dice) and simple weapons only until trained. */
export const characterSchema = spec.object({
  ...creatureFields(false),
  className: spec.text(),
});

export const classicCharacter = classicFirstVersion(characterSchema);
