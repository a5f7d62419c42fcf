/** Fields every ruleset's chat card records the same way. */
import { spec } from "./spec";

/** Someone the card names: by token (an unlinked token's own actor fights) and actor. */
export const cardCreature = () => spec.object({ actorUuid: spec.text(), tokenUuid: spec.text(), name: spec.text() });

/** One itemised line (a rules Modifier): its i18n key, signed value and the key's placeholders. */
export const modifierLine = () => spec.object({ key: spec.text("", false), value: spec.integer(0), data: spec.values() });

export const modifierLines = () => spec.array(modifierLine());

/** Who struck whom with what: the weapon item's id on the attacker, and its name when the attack was made. */
export const attackParties = () => ({ attacker: cardCreature(), target: cardCreature(), weaponId: spec.text(), weaponName: spec.text() });
