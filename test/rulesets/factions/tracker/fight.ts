/**
 * A factions world at the tracker, in the Foundry double: the GM and three players; the chapter's worked
 * example from the packs — Balthasar (p1), Sybilla (p2) and Theobald (p3) from the ready heroes against
 * two bandits and their leader from the monsters — each actor with its pack data (scores, weapons,
 * armour) as its factions data model prepares it (test/support/pack-fight.ts). The combat hooks are
 * registered as the world's init does.
 */
import { GM_AND_TWO_PLAYERS, installFightDouble } from "../../../foundry-double";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/factions/schema/character";
import { monsterSchema } from "../../../../src/rulesets/factions/schema/monster";
import { heroesAgainstMonsters, packFight, settlerOf } from "../../../support/pack-fight";
import { heroes, monsters, named } from "../packs/support";

/** Three heroes need three players. */
export const double = installFightDouble([...GM_AND_TWO_PLAYERS, { id: "p3", isGM: false }]);
double.settings.set("fray.ruleset", "factions");

const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../src/foundry/combat/combat-model");
const { registerCombatHooks } = await import("../../../../src/foundry/combat/combat-hooks");
const { onGmLane } = await import("../../../../src/foundry/channel");
const models = await import("../../../../src/rulesets/factions/models");

registerCombatHooks();

type Doc = Record<string, any>;

const bandit = named(monsters, "Bandit");

/** Who fights: the heroes (p1's, p2's, p3's) against the bandits and their leader, by the ids the tests use. */
export const FIGHTERS = heroesAgainstMonsters(
  { balthasar: named(heroes, "Balthasar"), sybilla: named(heroes, "Sybilla"), theobald: named(heroes, "Theobald") },
  { bandit1: bandit, bandit2: bandit, leader: named(monsters, "Bandit Leader") },
);

export type FighterId = (typeof FIGHTERS)[number]["id"];

/** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export const settle = settlerOf(double, onGmLane);

/** A fresh factions fight, not started: the combat and the actors by id. */
export function factionsFight(): { combat: Doc; actors: Record<FighterId, Doc> } {
  return packFight(double, FIGHTERS, {
    factionsCharacter: { Model: models.FactionsCharacterData, defaults: initialData(characterSchema) },
    factionsMonster: { Model: models.FactionsMonsterData, defaults: initialData(monsterSchema) },
  }, { FrayCombat, FrayCombatData });
}
