/**
 * A factions fight on the Foundry double, for the attack flow's tests: the shared doubles (users on
 * their clients, combats whose actors keep effects and statuses, chat messages with rolls, dialogs,
 * tokens and targets) and factions creatures whose data is the real data model prepared from its items,
 * each with a token on one scene; the combat hooks and the attack flow registered as the world's init does.
 */
import { makeCombat, type CombatantSeed } from "../../../../foundry-double/combat";
import { giveActorData, mergeInto } from "../../../../foundry-double/actor-data";
import { giveUpdate } from "../../../../foundry-double/document-update";
import { attackWorld } from "../../../../support/attack-world";
import { cardFlow } from "../../../../support/card-flow";
import { fightTurns } from "../../../../support/fight-turns";
import type { CreatureSeed as CreatureSeedOf, ItemSeed as Seeded } from "../../../../support/fight-seeds";
import { initialData, type ObjectSpec } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/factions/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/factions/schema/monster";
import { armourSchema, shieldSchema, weaponSchema } from "../../../../../src/rulesets/factions/schema/items";

type Plain = Record<string, any>;
export const { world, initiative, combatDouble, trackerRoll, double, attackRoll, FrayCombat, FrayCombatData, handleStart, handleTurn, channel, registerCardSteps } = await attackWorld("factions");
const models = await import("../../../../../src/rulesets/factions/models");
const { registerFactionsAttackHandler } = await import("../../../../../src/rulesets/factions/flows/attack/gm-attack");
const { FACTIONS_CARD_STEPS } = await import("../../../../../src/rulesets/factions/flows/card/steps");
const { FACTIONS_ATTACK_CARD } = await import("../../../../../src/rulesets/factions/flows/card/card-type");
registerFactionsAttackHandler();
registerCardSteps(FACTIONS_ATTACK_CARD, FACTIONS_CARD_STEPS);
export const { cards: attackCards, lastCard, settle, askAs, step } = cardFlow(double, channel, "factionsAttack");

type ItemSeed = Seeded<"weapon" | "shield" | "armour">;
export type CreatureSeed = CreatureSeedOf<ItemSeed["kind"]>;

const ITEM_KINDS: Record<ItemSeed["kind"], { type: string; schema: ObjectSpec; Model: new () => object }> = {
  weapon: { type: "factionsWeapon", schema: weaponSchema, Model: models.FactionsWeaponData as never },
  shield: { type: "factionsShield", schema: shieldSchema, Model: models.FactionsShieldData as never },
  armour: { type: "factionsArmour", schema: armourSchema, Model: models.FactionsArmourData as never },
};

const freshData = initialData as unknown as (schema: ObjectSpec) => Plain;

/**
 * An embedded item: its id, name, type and system data, and Item#update merging changes into its source
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update), the double's
 * (foundry-double/document-update). No write is refused here, as before.
 */
function itemOf(seed: ItemSeed): Plain {
  const kind = ITEM_KINDS[seed.kind];
  const system = Object.assign(new kind.Model(), structuredClone(freshData(kind.schema)));
  mergeInto(system as Plain, seed.fields ?? {});
  return giveUpdate({ id: seed.id, name: seed.name, type: kind.type, system } as Plain);
}

/**
 * The creatures of one fight, each with its token in square (index, 0) of one scene. An actor's `type`,
 * `name` and embedded `items` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html), its
 * data model prepared from its items (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html#preparederiveddata),
 * and Token#actor / TokenDocument#combatant (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#combatant).
 */
export function factionsFight(seeds: CreatureSeed[]): { combat: Plain; creatures: Record<string, Plain> } {
  double.actAs("gm");
  // The GM's creatures are the foes' faction, the players' the party (combat groups, as the tracker forms them).
  const combatSeeds: CombatantSeed[] = seeds.map((seed) => ({ id: seed.id, name: seed.name, group: seed.owners.length > 0 ? "party" : "foes", owners: seed.owners, tokenId: seed.id }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, combatSeeds, ["party", "foes"], combatDouble.recorded) as Plain;
  combatDouble.combats.set("combat1", combat);
  // A scene embeds its Regions as `regions`; none drawn here: no zones (https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html#regions).
  const scene = { grid: { size: 100, distance: 5 }, tokens: { contents: [] as Plain[] }, regions: { contents: [] as Plain[], get: () => undefined } };
  const creatures: Record<string, Plain> = {};
  seeds.forEach((seed, index) => {
    const combatant = combat.combatants.get(seed.id);
    const items = (seed.items ?? []).map(itemOf);
    const Model = seed.monster ? models.FactionsMonsterData : models.FactionsCharacterData;
    const system = Object.assign(new Model(), structuredClone(initialData(seed.monster ? monsterSchema : characterSchema)));
    mergeInto(system as Plain, seed.fields ?? {});
    const actor = giveActorData(combatant.actor, seed.name, system as never, combatDouble.recorded);
    const tokens: Plain[] = [];
    Object.assign(actor, { type: seed.monster ? "factionsMonster" : "factionsCharacter", owners: seed.owners, items: { contents: items, get: (id: string) => items.find((item) => item.id === id) }, getActiveTokens: () => tokens });
    Object.assign(system, { parent: actor });
    (system as Plain).prepareDerivedData();
    const token = double.token(`Scene.s.Token.${seed.id}`, actor as never, { x: index, y: 0 }) as Plain;
    Object.assign(token.document, { combatant, id: seed.id, x: index * 100, y: 0, width: 1, height: 1, parent: scene });
    Object.assign(combatant, { token: token.document });
    scene.tokens.contents.push(token.document);
    creatures[seed.id] = actor;
  });
  return { combat, creatures };
}

/** Starts the fight under the factions structure, the party holding the initiative and going first (the d2 shows 1). */
export async function startFactions(): Promise<void> {
  await turns.startUnder("factions", [1]);
  const first = await handleTurn({ combatId: "combat1", intent: { kind: "chooseFirst", groupId: "party" } }, "gm");
  if (!first.ok) throw new Error(`the party could not go first: ${JSON.stringify(first)}`);
  await settle();
}

const { adapterOf, stateOf } = await import("../../../../../src/foundry/combat/combat-engine");
/** What the tracker shows for a combatant: acting, waiting, acted… */
export const trackerStatus = (combat: Plain, id: string) => adapterOf(combat as never)!.view(stateOf(combat as never)).fighters.find((f) => f.id === id)?.status;

const turns = fightTurns({ initiative, rolls: { tracker: trackerRoll, flow: attackRoll }, handleStart, handleTurn, settle, double });
export const { startIndividual, beginTurn, giveStatuses } = turns;

export const { CARD_COMMANDS } = await import("../../../../../src/rulesets/factions/flows/card/actions");
export const { FACTIONS_ATTACK_COMMAND } = await import("../../../../../src/rulesets/factions/flows/attack/request");
export const { ATTACK_REFUSAL } = await import("../../../../../src/rulesets/factions/flows/attack/keys");
export { text } from "../../../../support/lang";

/** Resets what the doubles recorded between tests, acting as the GM again. */
export function resetDoubles(): void {
  double.forget();
  combatDouble.combats.clear();
  world.settings.set("fray.factionsSaveRoll", "underOrEqual");
  world.settings.set("fray.factionsImpairedDamage", "d4");
  double.actAs("gm");
}

/** `userId` asks the GM for an attack with these dice, naming tokens by id; nearby and visible unless told. */
export const attackAs = (userId: string, attacker: string, target: string, weaponId: string | null, dice: number[], extra: Plain = {}) =>
  askAs(userId, FACTIONS_ATTACK_COMMAND, { attackerTokenUuid: `Scene.s.Token.${attacker}`, targetTokenUuid: `Scene.s.Token.${target}`, weaponId, nearby: true, visible: true, ...extra }, dice);

/** `userId`'s creature `id` leaves the fight from its owner's client (a player may); its token then has no combatant (TokenDocument#combatant). */
export async function leavesFight(combat: Plain, creatures: Record<string, Plain>, id: string, userId: string): Promise<void> {
  combatDouble.net.actAs(userId);
  await combat.deleteEmbeddedDocuments("Combatant", [id]);
  combatDouble.net.actAs("gm");
  Object.assign(creatures[id]!.getActiveTokens()[0].document, { combatant: null });
  await settle();
}

const { storedEconomy } = await import("../../../../../src/foundry/combat/round-budget");
const { factionsEconomy } = await import("../../../../../src/rulesets/factions/rules/actions/budget");
/** The combatant's factions budget this round, as the combat stores it. */
export const budgetOf = (combat: Plain, id: string) => factionsEconomy.read(storedEconomy(combat.combatants.get(id)));

/**
 * Balthasar (p1): WIT 12, 8 health, no armour, an arming sword (1d8) and a longbow (1d6, range 6). The
 * bandit (the GM's): AGI 12, 6 health, a mail shirt worth 1 armour, a club (1d6). Sybilla (p2) stands by.
 */
export function balthasarAgainstBandit(swordFields: Plain = {}) {
  resetDoubles();
  return factionsFight([
    {
      id: "balthasar",
      name: "Balthasar",
      owners: ["p1"],
      fields: { scores: { str: 12, agi: 11, wit: 12 }, health: { value: 8, max: 8 } },
      items: [
        { id: "sword", name: "Arming sword", kind: "weapon", fields: { damage: "1d8", equipped: true, ...swordFields } },
        { id: "bow", name: "Longbow", kind: "weapon", fields: { damage: "1d6", attackKind: "ranged", range: 6 } },
      ],
    },
    {
      id: "bandit",
      name: "Bandit",
      owners: [],
      monster: true,
      // The bandits' own faction: Balthasar and Sybilla (no faction named, neutral tokens) fight on the other side.
      fields: { faction: "Bandits", scores: { str: 10, agi: 12, wit: 10 }, health: { value: 6, max: 6 } },
      items: [
        { id: "mail", name: "Mail shirt", kind: "armour", fields: { worn: true, armourValue: 1 } },
        { id: "club", name: "Club", kind: "weapon", fields: { damage: "1d6", equipped: true } },
      ],
    },
    { id: "sybilla", name: "Sybilla", owners: ["p2"], fields: { health: { value: 7, max: 7 } } },
  ]);
}
