/**
 * A declared fight on the Foundry double, for the attack flow's tests: the shared doubles (users on
 * their clients, combats whose actors keep effects and statuses, chat messages with rolls, dialogs,
 * tokens and targets) and, on top, declared creatures whose data is the real data model with its
 * derived numbers, their weapon and armour items, the combat hooks and the attack flow registered as
 * the world's init registers them. Writes by a client that does not own a document are refused.
 */
import { GM_AND_TWO_PLAYERS } from "../../../../foundry-double";
import { installFoundryDouble } from "../../../../foundry-double/globals";
import { installCombatDouble, makeCombat, type CombatantSeed } from "../../../../foundry-double/combat";
import { installAttackDouble } from "../../../../foundry-double/attack";
import { giveActorData } from "../../../../foundry-double/actor-data";
import { flatLang } from "../../../../support/lang";
import { cardFlow } from "../../../../support/card-flow";
import type { CreatureSeed as CreatureSeedOf, ItemSeed as Seeded } from "../../../../support/fight-seeds";
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/declared/schema/monster";
import { armourSchema, weaponSchema } from "../../../../../src/rulesets/declared/schema/items";
import { applyUpdate } from "../../../../foundry-double/merge";

export const USERS = GM_AND_TWO_PLAYERS;

const g = globalThis as Record<string, any>;
export const world = installFoundryDouble(USERS);
world.settings.set("fray.ruleset", "declared");
/** The base d12s the GM rolls when the fight starts. */
export const initiative: number[] = [];
export const combatDouble = installCombatDouble(USERS, initiative);
/** The tracker's rolls post themselves to chat (Roll#toMessage); the attack's are the attack double's. */
const trackerRoll = g.foundry.dice.Roll;
export const double = installAttackDouble(flatLang(), USERS);
const attackRoll = g.foundry.dice.Roll;

const models = await import("../../../../../src/rulesets/declared/models");
const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const queries = await import("../../../../../src/foundry/combat/combat-queries");
// A GM handler called straight from a test runs on the GM's client, whoever the test last acted as.
const handleStart: typeof queries.handleStart = (...args) => double.net.on("gm", () => queries.handleStart(...args));
const handleTurn: typeof queries.handleTurn = (...args) => double.net.on("gm", () => queries.handleTurn(...args));
const { registerCombatHooks } = await import("../../../../../src/foundry/combat/combat-hooks");
const channel = await import("../../../../../src/foundry/channel");
const cardsPipeline = await import("../../../../../src/foundry/cards");
const { registerDeclaredAttackHandler } = await import("../../../../../src/rulesets/declared/flows/attack/gm-attack");
const { DECLARED_CARD_STEPS } = await import("../../../../../src/rulesets/declared/flows/card/steps");
const { DECLARED_ATTACK_CARD } = await import("../../../../../src/rulesets/declared/flows/card/card-type");
channel.listenOnSocket();
registerCombatHooks();
registerDeclaredAttackHandler();
cardsPipeline.registerCardSteps(DECLARED_ATTACK_CARD, DECLARED_CARD_STEPS);
export const { cards: attackCards, lastCard, settle, askAs, step } = cardFlow(double, channel, "declaredAttack");

type Plain = Record<string, any>;

export type ItemSeed = Seeded<"weapon" | "armour">;
export type CreatureSeed = CreatureSeedOf<ItemSeed["kind"]>;

export interface Creature {
  actor: Plain;
  token: Plain;
  combatantId: string;
}

/** Foundry's update merge, the double's one (foundry-double/merge). */
const merge = applyUpdate;

function itemOf(seed: ItemSeed): Plain {
  const weapon = seed.kind === "weapon";
  const system = Object.assign(weapon ? new models.DeclaredWeaponData() : new models.DeclaredArmourData(), structuredClone(initialData(weapon ? weaponSchema : armourSchema)));
  merge(system, seed.fields ?? {});
  return { id: seed.id, name: seed.name, type: weapon ? "declaredWeapon" : "declaredArmour", system };
}

/**
 * The creatures of one fight, each with its token in square (index, 0) of a scene of one-yard squares. An actor's
 * `type`, `name` and embedded `items` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html),
 * its data model prepared from its items (`prepareDerivedData` reads `parent.items`:
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html#preparederiveddata),
 * and Token#actor / TokenDocument#combatant (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#combatant).
 */
export function declaredFight(seeds: CreatureSeed[]): { combat: Plain; creatures: Record<string, Creature> } {
  double.actAs("gm");
  const combatSeeds: CombatantSeed[] = seeds.map((seed) => ({ id: seed.id, name: seed.name, group: null, owners: seed.owners, tokenId: seed.id }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, combatSeeds, [], combatDouble.recorded) as Plain;
  combatDouble.combats.set("combat1", combat);
  const creatures: Record<string, Creature> = {};
  // A scene of one-yard squares (Scene#grid: https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html).
  const scene = { grid: { size: 100, distance: 1 } };
  seeds.forEach((seed, index) => {
    const combatant = combat.combatants.get(seed.id);
    const items = (seed.items ?? []).map(itemOf);
    const system = Object.assign(seed.monster ? new models.DeclaredMonsterData() : new models.DeclaredCharacterData(), structuredClone(initialData(seed.monster ? monsterSchema : characterSchema)));
    merge(system, seed.fields ?? {});
    const actor = giveActorData(combatant.actor, seed.name, system as never, combatDouble.recorded);
    const tokens: Plain[] = [];
    Object.assign(actor, { type: seed.monster ? "declaredMonster" : "declaredCharacter", owners: seed.owners, items: { contents: items, get: (id: string) => items.find((item) => item.id === id) }, getActiveTokens: () => tokens });
    Object.assign(system, { parent: actor });
    system.prepareDerivedData();
    const token = double.token(`Scene.s.Token.${seed.id}`, actor as never, { x: index, y: 0 }) as Plain;
    // A TokenDocument's place (x, y in pixels, width and height in squares) and its Scene parent:
    // https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html
    Object.assign(token.document, { combatant, id: seed.id, x: index * 100, y: 0, width: 1, height: 1, parent: scene });
    Object.assign(combatant, { token: token.document });
    creatures[seed.id] = { actor, token, combatantId: combatant.id };
  });
  return { combat, creatures };
}

/** Starts the fight under a turn structure with these initiative rolls (the tracker's own Roll swapped in while it rolls). */
export async function startUnder(structure: string, rolls: number[]): Promise<void> {
  initiative.splice(0, initiative.length, ...rolls);
  g.foundry.dice.Roll = trackerRoll;
  const started = await handleStart({ combatId: "combat1", structure, choices: {} }, "gm").finally(() => (g.foundry.dice.Roll = attackRoll));
  if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
}

/** Starts the fight under declared-action speed with these base d12s, and has each creature declare. */
export async function startDeclared(d12s: number[], declarations: Record<string, string>): Promise<void> {
  await startUnder("declared", d12s);
  for (const [id, actionId] of Object.entries(declarations)) await turn({ kind: "declare", combatantId: id, actionId });
  await settle();
}

/** A tracker intent as the GM presses it. */
export async function turn(intent: Plain): Promise<void> {
  const answer = await handleTurn({ combatId: "combat1", intent }, "gm");
  if (!answer.ok) throw new Error(`${intent.kind} refused: ${JSON.stringify(answer)}`);
}

export const { askGm } = channel;
export const { CARD_COMMANDS } = await import("../../../../../src/rulesets/declared/flows/card/actions");
export const { DECLARED_ATTACK_COMMAND } = await import("../../../../../src/rulesets/declared/flows/attack/request");
export const { ATTACK_REFUSAL } = await import("../../../../../src/rulesets/declared/flows/attack/keys");

export { text } from "../../../../support/lang";

/** Resets what the doubles recorded between tests, acting as the GM again. */
export function resetDoubles(): void {
  double.forget();
  double.actAs("gm");
}

/** `userId` asks the GM for an attack with these dice, naming tokens by id. */
export const attackAs = (userId: string, attacker: string, target: string, weaponId: string, dice: number[], extra: Plain = {}) =>
  askAs(userId, DECLARED_ATTACK_COMMAND, { attackerTokenUuid: `Scene.s.Token.${attacker}`, targetTokenUuid: `Scene.s.Token.${target}`, weaponId, mode: "melee", ...extra }, dice);
