/** A Leonin hunter and a ghoul as their sheets read them: stored system data, prepared as the data model does, and item rows. */
import { initialData } from "../../../../src/core/schema/spec";
import type { ItemRow } from "../../../../src/foundry/sheets/item-row";
import { deriveDeclaredCreature } from "../../../../src/rulesets/declared/rules/creature/derived";
import { armourPieces, storedRatings, type DeclaredCreatureSystem } from "../../../../src/rulesets/declared/rules/creature/stored-ratings";
import { characterSchema } from "../../../../src/rulesets/declared/schema/character";
import { armourSchema, consumableSchema, spellSchema, weaponSchema } from "../../../../src/rulesets/declared/schema/items";
import { monsterSchema } from "../../../../src/rulesets/declared/schema/monster";

const row = (id: string, name: string, type: string, system: object): ItemRow => ({ id, name, img: "icons/svg/item-bag.svg", type, system: system as Record<string, unknown> });
const noTypes = () => ({ ...initialData(weaponSchema).damageTypes, blunt: false });

export const longsword = () =>
  row("longsword", "Longsword", "declaredWeapon", { ...initialData(weaponSchema), speed: 3, damage: "1d8", damageTypes: { ...noTypes(), slashing: true, piercing: true }, criticalMultiplier: 2 });
export const javelin = () =>
  row("javelin", "Javelin", "declaredWeapon", { ...initialData(weaponSchema), speed: 1, damage: "1d6", damageTypes: { ...noTypes(), piercing: true }, criticalMultiplier: 3, thrown: true, range: 20 });
export const chainShirt = (worn = true) => row("chain", "Chain shirt", "declaredArmour", { ...initialData(armourSchema), defenseBonus: 1, armourBonus: 3, worn });
export const roundShield = (worn = true) => row("shield", "Round shield", "declaredArmour", { ...initialData(armourSchema), defenseBonus: 2, armourBonus: 0, worn });
export const draught = () => row("draught", "Healing draught", "declaredConsumable", { ...initialData(consumableSchema), quantity: 2, effect: "Restores 1d6 Stress" });
export const huntersMark = () => row("mark", "Hunter's mark", "declaredSpell", { ...initialData(spellSchema), castingTN: 13 });
export const claws = () => row("claws", "Claws", "declaredWeapon", { ...initialData(weaponSchema), speed: 0, damage: "1d6", damageTypes: { ...noTypes(), slashing: true } });

/** The system data once its data model has prepared it (DeclaredCharacterData#prepareDerivedData). */
export function prepared<S extends DeclaredCreatureSystem>(system: S, items: readonly ItemRow[]) {
  const derived = deriveDeclaredCreature(storedRatings(system), armourPieces(items));
  return { ...system, health: { ...system.health, max: derived.woundPoints.value }, derived };
}

/**
 * The chapter's Leonin 3rd-level Hunter: 2 Fiend HD and 3 levels on d8, Strength 16 (+3), Agility 14 (+2).
 * Mid-fight: a slash took 4 Wound Points, and a critical crushed his main arm (Dexterity 13 − 4).
 */
export function leoninHunter() {
  const base = initialData(characterSchema);
  return {
    ...base,
    attributes: {
      ...base.attributes,
      strength: { score: 16, damage: 0 },
      agility: { score: 14, damage: 0 },
      dexterity: { score: 13, damage: 4 },
      perception: { score: 12, damage: 0 },
    },
    hitDice: 2,
    class: { name: "Hunter", level: 3 },
    stress: { value: 0, max: 38 },
    health: { value: 5, max: 16 },
    speed: 12,
    skills: { heal: 2, intimidation: 1, balance: 0 },
    injuries: [
      { type: "slashing" as const, amount: 4, name: "", effect: "", limb: null },
      { type: "blunt" as const, amount: 7, name: "FRAY.Declared.Injury.Blunt.crushedShoulder.Name", effect: "FRAY.Declared.Injury.Blunt.crushedShoulder.Effect", limb: "mainArm" as const },
    ],
  };
}

export const hunterItems = () => [longsword(), javelin(), chainShirt(), roundShield(false), draught(), huntersMark()];

/** A ghoul down at −3 Wound Points (Strength 13: it dies at −13), with a hide worth 1 Armour and the GM's own words for one wound. */
export function ghoul() {
  const base = initialData(monsterSchema);
  return {
    ...base,
    attributes: { ...base.attributes, strength: { score: 13, damage: 0 }, agility: { score: 12, damage: 0 } },
    hitDice: 2,
    stress: { value: 0, max: 9 },
    health: { value: -3, max: 13 },
    armourBonus: 1,
    injuries: [
      { type: "fire" as const, amount: 9, name: "Charred hand", effect: "Drops what it holds", limb: "offHand" as const },
      { type: "piercing" as const, amount: 7, name: "", effect: "", limb: null },
    ],
  };
}
