/** The `factions` packs as the pure rules read them: pack documents turned into armour values and attack inputs. */
import type { Infer } from "../../../../src/core/schema/spec";
import { armourValue, type ArmourValue } from "../../../../src/rulesets/factions/rules/character/armour-value";
import { armourSources } from "../../../../src/rulesets/factions/schema/creature-gear";
import type { armourSchema, consumableSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/factions/schema/items";
import type { monsterSchema } from "../../../../src/rulesets/factions/schema/monster";
import { loadPack, named, type PackDocument } from "../../../support/packs";

export const weapons = loadPack("factions-weapons");
export const armour = loadPack("factions-armour");
export const gear = loadPack("factions-gear");
export const monsters = loadPack("factions-monsters");
export const heroes = loadPack("factions-heroes");

export type WeaponData = Infer<typeof weaponSchema>;
export type ConsumableData = Infer<typeof consumableSchema>;
/** What a character and a stat block share (a stat block adds its group size). */
export type CreatureData = Omit<Infer<typeof monsterSchema>, "groupSize">;

export { named };

export const weaponData = (doc: PackDocument) => doc.system as unknown as WeaponData;
export const consumableData = (doc: PackDocument) => doc.system as unknown as ConsumableData;
export const creatureData = (doc: PackDocument) => doc.system as unknown as CreatureData;
export const ofType = (doc: PackDocument, type: string) => (doc.items ?? []).filter((item) => item.type === type);

/** The armour value a pack creature's sheet shows: its own armour, the best suit it wears and the best shield it holds. */
export function armourOf(doc: PackDocument): ArmourValue {
  const withName = <T>(item: PackDocument) => ({ ...(item.system as unknown as T), name: item.name });
  const suits = ofType(doc, "factionsArmour").map(withName<Infer<typeof armourSchema>>);
  const shields = ofType(doc, "factionsShield").map(withName<Infer<typeof shieldSchema>>);
  return armourValue(armourSources(creatureData(doc).armour, suits, shields));
}

/** Every weapon a table meets: the pack's, and the ones carried by monsters and heroes (natural attacks included). */
export const everyWeapon: { owner: string; doc: PackDocument }[] = [
  ...weapons.map((doc) => ({ owner: doc.name, doc })),
  ...[...monsters, ...heroes].flatMap((actor) => ofType(actor, "factionsWeapon").map((doc) => ({ owner: `${actor.name}: ${doc.name}`, doc }))),
];
