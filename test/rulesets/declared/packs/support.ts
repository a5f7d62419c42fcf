/** The `declared` packs as the rules read them: pack documents turned into the plain inputs of the pure rules. */
import type { Infer } from "../../../../src/core/schema/spec";
import type { DeclarerFacts } from "../../../../src/core/declared-actions";
import { deriveDeclaredCreature, type DeclaredDerived } from "../../../../src/rulesets/declared/rules/creature/derived";
import { armourPieces, storedRatings, type DeclaredCreatureSystem } from "../../../../src/rulesets/declared/rules/creature/stored-ratings";
import { weaponReach, type AttackerFacts, type AttackWeapon, type CriticalMultiplier, type TargetFacts } from "../../../../src/rulesets/declared/rules/combat/attack-plan";
import type { WoundState } from "../../../../src/rulesets/declared/rules/combat/hit-damage";
import { declaredDefenseLines } from "../../../../src/rulesets/declared/rules/actions/full-defense";
import { dealtDamageTypes, type weaponSchema } from "../../../../src/rulesets/declared/schema/items";
import { loadPack, named, type PackDocument } from "../../../support/packs";

export const weapons = loadPack("declared-weapons");
export const armour = loadPack("declared-armour");
export const gear = loadPack("declared-gear");
export const spells = loadPack("declared-spells");
export const monsters = loadPack("declared-monsters");
export const heroes = loadPack("declared-heroes");

export { named };

export const creatureSystem = (doc: PackDocument) => doc.system as unknown as DeclaredCreatureSystem;
export const weaponData = (doc: PackDocument) => doc.system as unknown as Infer<typeof weaponSchema>;

/** The numbers the sheet shows for a pack creature, its worn armour included. */
export function derived(doc: PackDocument): DeclaredDerived {
  return deriveDeclaredCreature(storedRatings(creatureSystem(doc)), armourPieces(doc.items ?? []));
}

/** A pack creature as the declare dialog and the GM's re-pricing read it. */
export function declarer(doc: PackDocument): DeclarerFacts {
  return { system: doc.system, items: (doc.items ?? []).map((item) => ({ id: item._id, type: item.type, name: item.name, system: item.system })) };
}

/** A weapon item as the attack plan reads it. */
export function attackWeapon(doc: PackDocument): AttackWeapon {
  const data = weaponData(doc);
  return { ...weaponReach(data), damage: data.damage, criticalMultiplier: data.criticalMultiplier as CriticalMultiplier, types: dealtDamageTypes(data.damageTypes) };
}

/** Every weapon a table meets: the pack's, and the ones embedded in monsters and heroes (natural attacks included). */
export const everyWeapon: { owner: string; doc: PackDocument }[] = [
  ...weapons.map((doc) => ({ owner: doc.name, doc })),
  ...[...monsters, ...heroes].flatMap((actor) => (actor.items ?? []).filter((item) => item.type === "declaredWeapon").map((doc) => ({ owner: `${actor.name}: ${doc.name}`, doc }))),
];

/** A pack creature attacking: level is its HD and class levels; a character chooses its damage type. */
export function attackerOf(doc: PackDocument): AttackerFacts {
  const system = creatureSystem(doc);
  const { attributes } = derived(doc);
  return {
    level: system.hitDice + (system.class?.level ?? 0),
    strengthModifier: attributes.strength.modifier,
    dexterityModifier: attributes.dexterity.modifier,
    isCharacter: doc.type === "declaredCharacter",
  };
}

/** A pack creature attacked, with what it declared this round (full defense adds its +4). */
export function targetOf(doc: PackDocument, declaredActionId: string | null = null): TargetFacts {
  return { defense: derived(doc).defense.value, defenseModifiers: declaredDefenseLines(declaredActionId), dead: false };
}

/** The numbers a hit on an unhurt pack creature reads: its Stress, Wound Points and Armour. */
export function hitStateOf(doc: PackDocument): WoundState {
  const system = creatureSystem(doc);
  return { stress: system.stress.value, wounds: system.health.value, armour: derived(doc).armour.value };
}
