/** The `classic` packs as the pure rules read them: pack documents turned into sheet numbers and attack inputs. */
import type { Infer } from "../../../../src/core/schema/spec";
import { deriveClassicCreature, type ClassicCreatureDerived } from "../../../../src/rulesets/classic/rules/character/derived";
import type { WieldedItem } from "../../../../src/rulesets/classic/rules/character/wield";
import { classicCreatureStats, type ClassicArmourData, type ClassicCreatureData, type ClassicShieldData } from "../../../../src/rulesets/classic/schema/creature-stats";
import type { weaponSchema } from "../../../../src/rulesets/classic/schema/items";
import { loadPack, named, type PackDocument } from "../../../support/packs";

export const weapons = loadPack("classic-weapons");
export const armour = loadPack("classic-armour");
export const gear = loadPack("classic-gear");
export const monsters = loadPack("classic-monsters");
export const heroes = loadPack("classic-heroes");

export type WeaponData = Infer<typeof weaponSchema>;

export { named };

export const weaponData = (doc: PackDocument) => doc.system as unknown as WeaponData;
export const creatureData = (doc: PackDocument) => doc.system as unknown as ClassicCreatureData;
const ofType = (doc: PackDocument, type: string) => (doc.items ?? []).filter((item) => item.type === type);

/** The numbers a pack creature's sheet shows, its worn armour and held shields included. */
export function derived(doc: PackDocument): ClassicCreatureDerived {
  const gearOf = {
    armour: ofType(doc, "classicArmour").map((item) => item.system as unknown as ClassicArmourData),
    shields: ofType(doc, "classicShield").map((item) => item.system as unknown as ClassicShieldData),
  };
  return deriveClassicCreature(classicCreatureStats(creatureData(doc), gearOf));
}

const WIELD_KIND: Record<string, WieldedItem["kind"]> = { classicWeapon: "weapon", classicShield: "shield", classicFocus: "focus" };

/** What a pack creature holds in one slot, as the wield rule reads it. */
export function heldIn(doc: PackDocument, slot: "primary" | "offhand"): WieldedItem | null {
  const items = (doc.items ?? []).filter((item) => WIELD_KIND[item.type] && item.system.held === slot);
  if (items.length > 1) throw new Error(`${doc.name} holds ${items.length} items in its ${slot} slot`);
  const [item] = items;
  return item ? { kind: WIELD_KIND[item.type] as WieldedItem["kind"], twoHanded: item.system.twoHanded === true } : null;
}

/** Every weapon a table meets: the pack's, and the ones embedded in monsters and heroes (natural attacks included). */
export const everyWeapon: { owner: string; doc: PackDocument }[] = [
  ...weapons.map((doc) => ({ owner: doc.name, doc })),
  ...[...monsters, ...heroes].flatMap((actor) => ofType(actor, "classicWeapon").map((doc) => ({ owner: `${actor.name}: ${doc.name}`, doc }))),
];
