/** A sellsword and a troll as their factions sheets read them: stored system data, prepared as the data model does, and item rows. */
import { initialData } from "../../../../src/core/schema/spec";
import type { Infer } from "../../../../src/core/schema/spec";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { armourValue } from "../../../../src/rulesets/factions/rules/character/armour-value";
import { characterSchema } from "../../../../src/rulesets/factions/schema/character";
import { armourSources } from "../../../../src/rulesets/factions/schema/creature-gear";
import { armourSchema, consumableSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/factions/schema/items";
import { monsterSchema } from "../../../../src/rulesets/factions/schema/monster";
import type { FactionsSheetCreature } from "../../../../src/rulesets/factions/sheets/creature-context";

const row = (id: string, name: string, type: string, system: object): ItemRow => ({ id, name, img: "icons/svg/item-bag.svg", type, system: system as Record<string, unknown> });

export const sword = () => row("sword", "Arming sword", "factionsWeapon", { ...initialData(weaponSchema), damage: "1d8", equipped: true });
export const bow = () => row("bow", "Longbow", "factionsWeapon", { ...initialData(weaponSchema), damage: "1d6", attackKind: "ranged", range: 6, grip: "great", condition: "damaged" });
export const firepot = () => row("firepot", "Firepot", "factionsWeapon", { ...initialData(weaponSchema), damage: "2d6", attackKind: "indirect", range: 3, blast: true });
export const chairLeg = () => row("chair", "Chair leg", "factionsWeapon", { ...initialData(weaponSchema), damage: "1d6", improvised: true, condition: "broken" });
export const mail = (worn = true) => row("mail", "Mail shirt", "factionsArmour", { ...initialData(armourSchema), armourValue: 2, worn });
export const shield = (held = true) => row("shield", "Round shield", "factionsShield", { ...initialData(shieldSchema), held });
export const draught = (quantity = 2) => row("draught", "Healing draught", "factionsConsumable", { ...initialData(consumableSchema), quantity });
export const antidote = (quantity = 0) => row("antidote", "Antidote", "factionsConsumable", { ...initialData(consumableSchema), kind: "antidote", quantity });

export const sellswordItems = () => [sword(), bow(), firepot(), chairLeg(), mail(), shield(), draught(), antidote()];

type Stored = FactionsSheetCreature["system"];
type Named<T> = T & { name: string };

/** The system data once FactionsCreatureData#prepareDerivedData has run. */
export function prepared<S extends Omit<Stored, "derived">>(system: S, items: readonly ItemRow[]) {
  const named = <T>(type: string) => items.filter((item) => item.type === type).map((item) => ({ ...(item.system as T), name: item.name }) as Named<T>);
  const armour = armourValue(armourSources(system.armour, named<Infer<typeof armourSchema>>("factionsArmour"), named<Infer<typeof shieldSchema>>("factionsShield")));
  return { ...system, derived: { armour } };
}

/** A sellsword: STR 14, AGI 12, WIT 9; 5 of 8 health; fights for the Red Company. */
export function sellsword() {
  return { ...initialData(characterSchema), scores: { str: 14, agi: 12, wit: 9 }, health: { value: 5, max: 8 }, faction: "Red Company", background: "Deserter" };
}

/** A troll: hide worth 2 armour, immune to fear, down at 0 of 20 health, its faction left to the token. */
export function troll() {
  return { ...initialData(monsterSchema), scores: { str: 18, agi: 8, wit: 5 }, health: { value: 0, max: 20 }, armour: 2, immuneToFear: true, groupSize: 1 };
}
