/**
 * A classic world at the tracker, in the Foundry double: the GM and two players; Brannoc Vell (p1) and
 * Isket Marrowind (p2) from the heroes pack against the Ogre and the Wolf from the monsters pack, each
 * actor with its pack data (abilities, initiative extras, weapons, armour) as its classic data model
 * prepares it (test/support/pack-fight.ts). The combat hooks are registered as the world's init does.
 */
import { installFightDouble } from "../../../foundry-double";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../src/rulesets/classic/schema/monster";
import { heroesAgainstMonsters, packFight, settlerOf } from "../../../support/pack-fight";
import { heroes, monsters, named } from "../packs/support";

export const double = installFightDouble();
double.settings.set("fray.ruleset", "classic");

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { registerCombatHooks } = await import("../../../../src/foundry/combat/combat-hooks");
const { onGmLane } = await import("../../../../src/foundry/channel");
const models = await import("../../../../src/rulesets/classic/models");

registerCombatHooks();

type Doc = Record<string, any>;

/** Who fights: the heroes (p1's, p2's) against the monsters, by the ids the tests use. */
export const FIGHTERS = heroesAgainstMonsters(
  { brannoc: named(heroes, "Brannoc Vell"), isket: named(heroes, "Isket Marrowind") },
  { ogre: named(monsters, "Ogre"), wolf: named(monsters, "Wolf") },
);

export type FighterId = (typeof FIGHTERS)[number]["id"];

/** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export const settle = settlerOf(double, onGmLane);

/** A fresh classic fight, not started: the combat and the actors by id. */
export function classicFight(): { combat: Doc; actors: Record<FighterId, Doc> } {
  return packFight(double, FIGHTERS, {
    classicCharacter: { Model: models.ClassicCharacterData, defaults: initialData(characterSchema) },
    classicMonster: { Model: models.ClassicMonsterData, defaults: initialData(monsterSchema) },
  }, { FrayCombat, FrayCombatData });
}
