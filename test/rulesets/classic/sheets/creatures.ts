/** A fighter and an ogre as their classic sheets read them: stored system data, prepared as the data model does, and item rows. */
import { initialData } from "../../../../src/core/schema/spec";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { deriveClassicCreature } from "../../../../src/rulesets/classic/rules/character/derived";
import { characterSchema } from "../../../../src/rulesets/classic/schema/character";
import { classicCreatureStats, type ClassicArmourData, type ClassicCreatureData, type ClassicShieldData } from "../../../../src/rulesets/classic/schema/creature-stats";
import { armourSchema, focusSchema, gearSchema, shieldSchema, weaponSchema } from "../../../../src/rulesets/classic/schema/items";
import { monsterSchema } from "../../../../src/rulesets/classic/schema/monster";

const row = (id: string, name: string, type: string, system: object): ItemRow => ({ id, name, img: "icons/svg/item-bag.svg", type, system: system as Record<string, unknown> });

export const longsword = (held: "none" | "primary" | "offhand" = "primary") =>
  row("longsword", "Longsword", "classicWeapon", { ...initialData(weaponSchema), held, damage: "1d8", threatFrom: 19, trainingGroup: "martial" });
export const greatsword = (held: "none" | "primary" | "offhand" = "none") =>
  row("greatsword", "Greatsword", "classicWeapon", { ...initialData(weaponSchema), held, damage: "2d6", threatFrom: 19, twoHanded: true, trainingGroup: "martial" });
export const dagger = (held: "none" | "primary" | "offhand" = "none") =>
  row("dagger", "Dagger", "classicWeapon", { ...initialData(weaponSchema), held, damage: "1d4", threatFrom: 19, thrown: true, ranged: true, grappleCompatible: true });
export const heavyShield = (held: "none" | "primary" | "offhand" = "offhand") => row("shield", "Heavy shield", "classicShield", { ...initialData(shieldSchema), held, kind: "full", acBonus: 2 });
export const buckler = (held: "none" | "primary" | "offhand" = "none") => row("buckler", "Buckler", "classicShield", { ...initialData(shieldSchema), held, kind: "buckler", acBonus: 1 });
export const holySymbol = (held: "none" | "primary" | "offhand" = "none") => row("symbol", "Holy symbol", "classicFocus", { ...initialData(focusSchema), held, bonus: 1 });
export const chainShirt = (worn = true) =>
  row("chain", "Chain shirt", "classicArmour", { ...initialData(armourSchema), worn, category: "light", acBonus: 4, armourCheckPenalty: -2, spellFailure: 20 });
export const healingPotion = () => row("potion", "Potion of cure moderate wounds", "classicGear", { ...initialData(gearSchema), kind: "potion", quantity: 2, healing: "2d8+3" });
export const greatclub = () => row("greatclub", "Greatclub", "classicWeapon", { ...initialData(weaponSchema), held: "primary", damage: "2d8", twoHanded: true, reach: true, trainingGroup: "martial" });

/** The system data once its data model has prepared it (ClassicCreatureData#prepareDerivedData). */
export function prepared<S extends ClassicCreatureData>(system: S, items: readonly ItemRow[]) {
  const ofType = <T>(type: string) => items.filter((item) => item.type === type).map((item) => item.system as unknown as T);
  const derived = deriveClassicCreature(classicCreatureStats(system, { armour: ofType<ClassicArmourData>("classicArmour"), shields: ofType<ClassicShieldData>("classicShield") }));
  return { ...system, derived };
}

/**
 * An 11th-level fighter: Strength 16, Dexterity 14 (+2), Constitution 14; base attack +11 (+11/+6/+1),
 * trained with martial weapons, light armour and shields. 47 of 88 hit points, 12 non-lethal.
 */
export function fighter() {
  const base = initialData(characterSchema);
  return {
    ...base,
    className: "Fighter",
    abilities: { ...base.abilities, str: { score: 16 }, dex: { score: 14 }, con: { score: 14 } },
    health: { value: 47, max: 88 },
    nonLethal: 12,
    hitDice: 11,
    baseAttackBonus: 11,
    fortitudeBase: 7,
    initiative: { misc: 4 },
    skills: { escapeArtist: 3 },
    training: { ...base.training, weapons: { simple: true, martial: true, exotic: false }, armour: { light: true, medium: true, heavy: false }, shields: true },
  };
}

export const fighterItems = () => [longsword(), greatsword(), dagger(), heavyShield(), chainShirt(), healingPotion()];

/** A Large ogre, down at 0 HP with one failed death save: Strength 21, Dexterity 8, natural armour +5, 10 ft of reach. */
export function ogre() {
  const base = initialData(monsterSchema);
  return {
    ...base,
    abilities: { ...base.abilities, str: { score: 21 }, dex: { score: 8 }, con: { score: 15 }, int: { score: 6 } },
    health: { value: 0, max: 29 },
    hitDice: 4,
    baseAttackBonus: 3,
    fortitudeBase: 4,
    size: "large" as const,
    reach: 10,
    ac: { ...base.ac, natural: 5 },
    dying: { ...base.dying, down: true, failures: 1, droppingDamage: 14 },
  };
}
