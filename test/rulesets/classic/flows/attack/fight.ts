/**
 * A classic fight on the Foundry double, for the attack flow's tests: the shared doubles (users on their
 * clients, a Fray combat whose actors keep effects and statuses, chat messages with rolls, dialogs,
 * tokens and targets) and classic creatures whose data is the real data model prepared from its items
 * (weapons, shields, armour), each with a token on one scene. The combat hooks, the attack flow and the
 * going-down flows are registered as the world's init registers them.
 */
import { makeCombat } from "../../../../foundry-double/combat";
import { giveActorData, mergeInto } from "../../../../foundry-double/actor-data";
import { attackWorld } from "../../../../support/attack-world";
import { cardFlow } from "../../../../support/card-flow";
import { fightTurns } from "../../../../support/fight-turns";
import type { CreatureSeed as CreatureSeedOf, ItemSeed as Seeded } from "../../../../support/fight-seeds";
import { initialData, type ObjectSpec } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/classic/schema/monster";
import { armourSchema, shieldSchema, weaponSchema } from "../../../../../src/rulesets/classic/schema/items";

export const { world, initiative, combatDouble, trackerRoll, double, attackRoll, FrayCombat, FrayCombatData, handleStart, handleTurn, channel, registerCardSteps } = await attackWorld("classic");
const models = await import("../../../../../src/rulesets/classic/models");
const { registerClassicAttackHandler } = await import("../../../../../src/rulesets/classic/flows/attack/gm-attack");
const { CLASSIC_CARD_STEPS } = await import("../../../../../src/rulesets/classic/flows/card/steps");
const { CLASSIC_ATTACK_CARD } = await import("../../../../../src/rulesets/classic/flows/card/card-type");
const { registerClassicDying } = await import("../../../../../src/rulesets/classic/flows/dying/register");
registerClassicAttackHandler();
registerCardSteps(CLASSIC_ATTACK_CARD, CLASSIC_CARD_STEPS);
registerClassicDying();
export const { cards: attackCards, lastCard, settle, askAs, step } = cardFlow(double, channel, "classicAttack");

type Plain = Record<string, any>;

type ItemSeed = Seeded<"weapon" | "shield" | "armour">;

export interface CreatureSeed extends CreatureSeedOf<ItemSeed["kind"]> {
  /** Its token's square on the scene (x, 0). */
  square: number;
}

const ITEM_KINDS: Record<ItemSeed["kind"], { type: string; schema: ObjectSpec; Model: new () => object }> = {
  weapon: { type: "classicWeapon", schema: weaponSchema, Model: models.ClassicWeaponData as never },
  shield: { type: "classicShield", schema: shieldSchema, Model: models.ClassicShieldData as never },
  armour: { type: "classicArmour", schema: armourSchema, Model: models.ClassicArmourData as never },
};

/** A spec's fresh data, as plain data (its inferred type is too deep to spell out here). */
const freshData = initialData as unknown as (schema: ObjectSpec) => Plain;

function itemOf(seed: ItemSeed): Plain {
  const kind = ITEM_KINDS[seed.kind];
  const system = Object.assign(new kind.Model(), structuredClone(freshData(kind.schema)));
  mergeInto(system as Plain, seed.fields ?? {});
  return { id: seed.id, name: seed.name, type: kind.type, system };
}

/**
 * The creatures of one fight, each with its token in square (x, 0) of one scene of 5 ft squares. An actor's
 * `type`, `name` and embedded `items` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html),
 * its data model prepared from its items (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html#preparederiveddata),
 * a token's place and Scene parent whose `tokens` collection holds every token
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html, https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html#tokens).
 */
export function classicFight(seeds: CreatureSeed[]): { combat: Plain; creatures: Record<string, Plain> } {
  double.actAs("gm");
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds.map((s) => ({ id: s.id, name: s.name, group: null, owners: s.owners, tokenId: s.id })), [], combatDouble.recorded) as Plain;
  combatDouble.combats.set("combat1", combat);
  const scene = { grid: { size: 100, distance: 5 }, tokens: { contents: [] as Plain[] } };
  const creatures: Record<string, Plain> = {};
  for (const seed of seeds) {
    const combatant = combat.combatants.get(seed.id);
    const items = (seed.items ?? []).map(itemOf);
    const Model = seed.monster ? models.ClassicMonsterData : models.ClassicCharacterData;
    const system = Object.assign(new Model(), structuredClone(initialData(seed.monster ? monsterSchema : characterSchema)));
    mergeInto(system as Plain, seed.fields ?? {});
    const actor = giveActorData(combatant.actor, seed.name, system as never, combatDouble.recorded);
    const tokens: Plain[] = [];
    Object.assign(actor, { type: seed.monster ? "classicMonster" : "classicCharacter", owners: seed.owners, items: { contents: items, get: (id: string) => items.find((item) => item.id === id) }, getActiveTokens: () => tokens });
    Object.assign(system, { parent: actor });
    (system as Plain).prepareDerivedData();
    const token = double.token(`Scene.s.Token.${seed.id}`, actor as never, { x: seed.square, y: 0 }) as Plain;
    Object.assign(token.document, { combatant, id: seed.id, x: seed.square * 100, y: 0, width: 1, height: 1, parent: scene });
    Object.assign(combatant, { token: token.document });
    scene.tokens.contents.push(token.document);
    creatures[seed.id] = actor;
  }
  return { combat, creatures };
}

export const { startIndividual, beginTurn, giveStatuses } = fightTurns({ initiative, rolls: { tracker: trackerRoll, flow: attackRoll }, handleStart, handleTurn, settle, double });

export const { askGm } = channel;
export const { CARD_COMMANDS } = await import("../../../../../src/rulesets/classic/flows/card/actions");
export const { CLASSIC_ATTACK_COMMAND } = await import("../../../../../src/rulesets/classic/flows/attack/request");
export const { ATTACK_REFUSAL } = await import("../../../../../src/rulesets/classic/flows/attack/keys");
export { text } from "../../../../support/lang";

/** Resets what the doubles recorded between tests, acting as the GM again. */
export function resetDoubles(): void {
  double.forget();
  combatDouble.combats.clear();
  world.settings.set("fray.classicNaturalRolls", "asWritten");
  double.actAs("gm");
}

/** `userId` asks the GM for an attack with these dice, naming tokens by id. */
export const attackAs = (userId: string, attacker: string, target: string, itemId: string, dice: number[], extra: Plain = {}) =>
  askAs(userId, CLASSIC_ATTACK_COMMAND, { attackerTokenUuid: `Scene.s.Token.${attacker}`, targetTokenUuid: `Scene.s.Token.${target}`, itemId, mode: "melee", ...extra }, dice);

const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { classicEconomy } = await import("../../../../../src/rulesets/classic/rules/actions/budget");
/** The combatant's classic budget this round, as the combat stores it. */
export const budgetOf = (combat: Plain, id: string) => classicEconomy.read(storedEconomy(combat.combatants.get(id)));
