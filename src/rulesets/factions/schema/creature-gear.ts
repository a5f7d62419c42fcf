/**
 * Stored `factions` items to what the character rules read: the armour sources of a creature (its own
 * armour plus its suits and shields, rules/character/armour-value.ts).
 */
import type { Infer } from "../../../core/schema/spec";
import type { ArmourSources } from "../rules/character/armour-value";
import type { armourSchema, shieldSchema } from "./items";

type Named<T> = T & { name: string };

export function armourSources(natural: number, suits: readonly Named<Infer<typeof armourSchema>>[], shields: readonly Named<Infer<typeof shieldSchema>>[]): ArmourSources {
  return {
    natural,
    armour: suits.map((suit) => ({ name: suit.name, armourValue: suit.armourValue, condition: suit.condition, inUse: suit.worn })),
    shields: shields.map((shield) => ({ name: shield.name, armourValue: shield.armourValue, condition: shield.condition, inUse: shield.held })),
  };
}
