/**
 * The `sides` world its trust property test runs in: the doubles the attack-authority and maneuver tests
 * compose (a GM and two players on their own clients, combats, chat with rolls, dialogs the GM answers
 * yes, tokens on a 5 ft grid), the shell's combat hooks and channel, and the ruleset's own handlers,
 * card steps and hooks registered as its `register()` does. Each run gets a fresh started fight whose
 * ids carry the run's suffix, so what the GM's hooks remember of one run never meets the next.
 *   Maren (p1) (0,0)   goblin (p2's) (1,0)
 *   Tamsin (p2) (0,1)  chieftain (GM's) (1,1)
 */
import { installFoundryDouble } from "../../../foundry-double/globals";
import { installCombatDouble } from "../../../foundry-double/combat";
import { installActionsDouble } from "../../../foundry-double/actions";
import { installAttackDouble } from "../../../foundry-double/attack";
import { GM_AND_TWO_PLAYERS } from "../../../foundry-double";
import { flatLang } from "../../../support/lang";
import { registerRulesetShell } from "../../../support/ruleset-shell";
import { startSuffixedFight, type LineUp, type SuffixedFight } from "../../../support/suffixed-fight";
import { initialData } from "../../../../src/core/schema/spec";

const g = globalThis as Record<string, any>;
export const world = installFoundryDouble(GM_AND_TWO_PLAYERS);
world.settings.set("fray.ruleset", "sides");
const initiative: number[] = [];
export const combatDouble = installCombatDouble(GM_AND_TWO_PLAYERS, initiative);
const CombatRoll = g.foundry.dice.Roll;
installActionsDouble();
export const double = installAttackDouble(flatLang(), GM_AND_TWO_PLAYERS);
// The GM's dialogs (an execution's confirm) answer yes at once.
g.foundry.applications.api.DialogV2.confirm = async () => true;

export const FIGHTERS = ["maren", "gob", "tamsin", "chief"] as const;
export type FighterId = (typeof FIGHTERS)[number];
/** Maren and Tamsin are the party; the goblin is p2's, the chieftain the GM's. */
export const LINE_UP: LineUp<FighterId> = { fighters: FIGHTERS, owners: { maren: ["p1"], tamsin: ["p2"], gob: ["p2"], chief: [] }, party: ["maren", "tamsin"] };

const queries = await import("../../../../src/foundry/combat/combat-queries");
const { SidesCharacterData, SidesMonsterData, SidesWeaponData } = await import("../../../../src/rulesets/sides/models");
const { weaponSchema } = await import("../../../../src/rulesets/sides/schema/items");
const { monsterSchema } = await import("../../../../src/rulesets/sides/schema/monster");
const { registerAttackCards } = await import("../../../../src/rulesets/sides/flows/start-attack");
const { registerDamageHandlers } = await import("../../../../src/rulesets/sides/flows/damage/apply-damage");
const { registerSidesActions } = await import("../../../../src/rulesets/sides/flows/actions/register");

// What the ruleset's register() runs (definition.ts), without the sheets this world has no use for.
export const { wire } = await registerRulesetShell("sides", [registerAttackCards, registerDamageHandlers, registerSidesActions], { listen: true });


function weapon(fields: object) {
  return Object.assign(new SidesWeaponData(), initialData(weaponSchema), {
    category: "melee", damage: "1d8", attributes: { str: true, dex: false }, skill: "stab", shock: { points: 2, ac: 15 }, carry: "readied", ...fields,
  });
}
const noSkills = Object.fromEntries(["administer", "connect", "convince", "craft", "exert", "heal", "know", "lead", "magic", "notice", "perform", "pray", "ride", "sail", "sneak", "survive", "trade", "work"].map((s) => [s, -1]));

function hero() {
  return Object.assign(new SidesCharacterData(), {
    attackBonus: 1, combatSkills: { brawl: 0, stab: 1, shoot: 0 }, skills: { ...noSkills, exert: 0 }, movement: 30,
    modifiers: { str: 1, dex: 0, con: 0, int: 0, wis: 0, cha: 0 }, ac: { value: 13, parts: [] },
    saves: { physical: 14, evasion: 15, mental: 15, luck: 15 }, health: { value: 10, max: 10 },
  });
}
function monster(fields: object) {
  return Object.assign(new SidesMonsterData(), initialData(monsterSchema), { damage: "1d6", shock: { points: 1, ac: 13 }, ac: 13, health: { value: 10, max: 10 }, ...fields });
}
const heroItems = () => [
  { id: "sword", name: "Longsword", type: "sidesWeapon", system: weapon({}) },
  { id: "fists", name: "Bare Knuckles", type: "sidesWeapon", system: weapon({ category: "unarmed", damage: "1d2", attributes: { str: true, dex: true }, skill: "brawl", shock: { points: 0, ac: null } }) },
];

export type SidesWorld = SuffixedFight<FighterId>;

/** The fight's scene of 5 ft squares (Scene#grid, Scene#tokens: https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html). */
function sceneOf() {
  const contents: Record<string, any>[] = [];
  return { grid: { size: 100, distance: 5 }, tokens: { contents, get: (id: string) => contents.find((token) => token.id === id) } };
}

const SYSTEMS: Record<FighterId, () => object> = { maren: hero, tamsin: hero, gob: () => monster({ trainedSnap: true, skillBonus: 1 }), chief: () => monster({ health: { value: 12, max: 12 } }) };
const AT: Record<FighterId, { x: number; y: number }> = { maren: { x: 0, y: 0 }, gob: { x: 1, y: 0 }, tamsin: { x: 0, y: 1 }, chief: { x: 1, y: 1 } };

/** A fresh fight, started under side initiative with the party's turn (6 against 3). */
export function sidesWorld(): Promise<SidesWorld> {
  return startSuffixedFight({
    lineUp: LINE_UP, double, combatDouble, net: world.net, newScene: sceneOf, structure: "sideInitiative", choices: { partyGroupId: "party" },
    seedOf: (f) => ({ system: SYSTEMS[f]() as Record<string, any>, items: LINE_UP.party.includes(f) ? heroItems() : [], at: AT[f], tokenFields: { hidden: false } }),
    // The tracker rolls side initiative with its own dice.
    async around(start) {
      initiative.splice(0, initiative.length, 6, 3);
      const attackRoll = g.foundry.dice.Roll;
      g.foundry.dice.Roll = CombatRoll;
      const started = await start();
      g.foundry.dice.Roll = attackRoll;
      return started;
    },
  });
}
/** The tracker's GM buttons, on the GM's client: end the side's turn, or the next round. */
export const gmTurn = (intent: Record<string, unknown>) => world.net.on("gm", () => queries.handleTurn({ combatId: "combat1", intent: intent as never }, "gm"));
