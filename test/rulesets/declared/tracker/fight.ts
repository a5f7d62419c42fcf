/**
 * A declared world at the tracker, in the Foundry double: the GM and two players; Rhazzan (p1) and Wren
 * Alder (p2) from the heroes pack against the Ogre and the Giant Spider from the monsters pack, each
 * actor with its pack data (Agility, weapons) as its data model prepares it (test/support/pack-fight.ts).
 * The combat hooks are registered as the world's init does.
 */
import { installFightDouble } from "../../../foundry-double";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../src/rulesets/declared/schema/monster";
import { loadPack, type PackDocument } from "../../../support/packs";
import { heroesAgainstMonsters, packFight, settlerOf } from "../../../support/pack-fight";

export const double = installFightDouble();
double.settings.set("fray.ruleset", "declared");

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { registerCombatHooks } = await import("../../../../src/foundry/combat/combat-hooks");
const { onGmLane } = await import("../../../../src/foundry/channel");
const models = await import("../../../../src/rulesets/declared/models");

registerCombatHooks();

type Doc = Record<string, any>;

const heroes = loadPack("declared-heroes");
const monsters = loadPack("declared-monsters");
const named = (pack: PackDocument[], name: string) => pack.find((doc) => doc.name === name)!;

/** Who fights: the heroes (p1's, p2's) against the monsters, by the ids the tests use. */
export const FIGHTERS = heroesAgainstMonsters(
  { rhazzan: named(heroes, "Rhazzan"), wren: named(heroes, "Wren Alder") },
  { ogre: named(monsters, "Ogre"), spider: named(monsters, "Giant Spider") },
);

export type FighterId = (typeof FIGHTERS)[number]["id"];

/** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export const settle = settlerOf(double, onGmLane);

/** A fresh declared fight, not started: the combat and the actors by id. */
export function declaredFight(): { combat: Doc; actors: Record<FighterId, Doc> } {
  return packFight(double, FIGHTERS, {
    declaredCharacter: { Model: models.DeclaredCharacterData, defaults: initialData(characterSchema) },
    declaredMonster: { Model: models.DeclaredMonsterData, defaults: initialData(monsterSchema) },
  }, { FrayCombat, FrayCombatData });
}
