/**
 * A teams fight on the Foundry double, for the attack flow's tests: the shared doubles (users on
 * their clients, combats, chat messages with rolls, dialogs, tokens on a square grid) and, on top,
 * teams actors whose data is the real data model's shape with its derived numbers, their items, and
 * writes refused (as Foundry's server refuses them) for a client that does not own the document.
 */
import { installFoundryDouble } from "../../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../../foundry-double/combat";
import { installActionsDouble } from "../../../../foundry-double/actions";
import { installAttackDouble, type ActorLike, type TokenDouble } from "../../../../foundry-double/attack";
import { flatLang } from "../../../../support/lang";
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/teams/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/teams/schema/monster";
import { weaponSchema, shieldSchema } from "../../../../../src/rulesets/teams/schema/items";
import { deriveTeamsActor } from "../../../../../src/rulesets/teams/rules/derived";
import { applyUpdate } from "../../../../foundry-double/merge";
import { giveUpdate, gmOnly, ownersOrGm } from "../../../../foundry-double/document-update";

export const USERS = [
  { id: "gm", isGM: true },
  { id: "p1", isGM: false },
  { id: "p2", isGM: false },
];

const g = globalThis as Record<string, any>;
export const world = installFoundryDouble(USERS);
world.settings.set("fray.ruleset", "teams");
const initiative: number[] = [];
export const combatDouble = installCombatDouble(USERS, initiative);
export const actionsDouble = installActionsDouble();
export const double = installAttackDouble(flatLang(), USERS);
g.foundry.applications.api.DialogV2.confirm = async (options: { window: { title: string }; content: string }) => {
  actionsDouble.confirms.push({ title: options.window.title, content: options.content });
  return actionsDouble.confirmAnswers.shift() ?? true;
};

const models = await import("../../../../../src/rulesets/teams/models");
const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../../src/foundry/combat/combatant-model");

type Plain = Record<string, any>;
/** Foundry's update merge, the double's one (foundry-double/merge). */
const merge = applyUpdate;

export interface ItemSeed {
  id: string;
  name: string;
  kind: "weapon" | "shield";
  fields?: Plain;
}

export interface FighterSeed {
  id: string;
  name: string;
  owners: string[];
  /** Grid square (1 m) of the token. */
  at: { x: number; y: number };
  /** The token's disposition (1 friendly by default, −1 hostile: CONST.TOKEN_DISPOSITIONS). */
  disposition?: number;
  monster?: boolean;
  fields?: Plain;
  items?: ItemSeed[];
}

export interface Fighter {
  actor: ActorLike & { system: Plain; update(data: Plain): Promise<unknown> };
  token: TokenDouble;
  item(id: string): { system: Plain };
}

/** A teams actor's data: the real data model with the seed's fields, its derived numbers prepared. */
export function teamsSystem(seed: Pick<FighterSeed, "monster" | "fields">): Plain {
  const Model = seed.monster ? models.TeamsMonsterData : models.TeamsCharacterData;
  const system: Plain = Object.assign(new Model(), initialData(seed.monster ? monsterSchema : characterSchema));
  merge(system, seed.fields ?? {});
  deriveTeams(system);
  return system;
}

/** Prepares a teams actor's derived numbers again, as Foundry does after a change. */
export const deriveTeams = (system: Plain): void => void (system.derived = deriveTeamsActor(system as never, []));

/** A weapon's or shield's data: the real data model, in hand, with the seed's fields. */
export function teamsItemSystem(item: ItemSeed): Plain {
  const ItemModel = item.kind === "weapon" ? models.TeamsWeaponData : models.TeamsShieldData;
  const itemSystem: Plain = Object.assign(new ItemModel(), initialData(item.kind === "weapon" ? weaponSchema : shieldSchema), { wielded: true });
  merge(itemSystem, item.fields ?? {});
  return itemSystem;
}

/**
 * A teams actor with its token. `update` (the double's, foundry-double/document-update) merges into the document and
 * prepares the derived numbers again, as Foundry does after a change
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#preparederiveddata); items update the same way
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update). Owners and GMs may write them.
 */
export function fighter(seed: FighterSeed, scene: Plain): Fighter {
  const system = teamsSystem(seed);
  const derive = () => deriveTeams(system);
  const items = (seed.items ?? []).map((item) => {
    const itemSystem = teamsItemSystem(item);
    const type = item.kind === "weapon" ? "teamsWeapon" : "teamsShield";
    return giveUpdate({ id: item.id, name: item.name, type, system: itemSystem }, { mayWrite: ownersOrGm(seed.owners) });
  });
  const actor = double.actor(`Actor.${seed.id}`, seed.name, system, seed.owners, items) as Fighter["actor"];
  giveUpdate(actor as unknown as Plain, { mayWrite: ownersOrGm(seed.owners), prepare: derive });
  withEffects(actor as never);
  const token = double.token(`Scene.s.Token.${seed.id}`, actor, seed.at);
  // A TokenDocument's place (x, y in pixels, width and height in squares) and its Scene parent:
  // https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html
  Object.assign(token.document, { x: seed.at.x * 100, y: seed.at.y * 100, width: 1, height: 1, parent: scene, disposition: seed.disposition ?? 1 });
  // TokenDocument#update writes its place (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#update); here only the GM moves tokens.
  giveUpdate(token.document as unknown as Plain, { mayWrite: gmOnly });
  scene.tokens.contents.push(token.document);
  return { actor, token, item: (id) => items.find((item) => item.id === id)! };
}

/**
 * The actor's ActiveEffects as statuses need them: Actor#effects, Actor#statuses gathered from its
 * effects (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#statuses), effects made
 * and removed as embedded documents (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createembeddeddocuments),
 * and a status's effect built by ActiveEffect.fromStatusEffect
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#fromstatuseffect).
 */
function withEffects(actor: { statuses: Set<string> } & Plain): void {
  const effects: { id: string; statuses: string[]; flags: Plain }[] = [];
  const refresh = () => {
    actor.statuses.clear();
    for (const effect of effects) for (const status of effect.statuses) actor.statuses.add(status);
  };
  actor.effects = { get contents() { return effects.map((effect) => ({ ...effect, getFlag: (scope: string, key: string) => effect.flags[scope]?.[key] })); } };
  actor.createEmbeddedDocuments = async (_type: string, data: { statuses?: string[]; flags?: Plain }[]) => {
    for (const entry of data) effects.push({ id: `effect${effects.length + 1}`, statuses: entry.statuses ?? [], flags: entry.flags ?? {} });
    refresh();
  };
  actor.deleteEmbeddedDocuments = async (_type: string, ids: string[]) => {
    effects.splice(0, effects.length, ...effects.filter((effect) => !ids.includes(effect.id)));
    refresh();
  };
  g.ActiveEffect ??= { implementation: { fromStatusEffect: async (id: string) => ({ toObject: () => ({ name: id, statuses: [id] }) }) } };
}

/** A scene of 1 m squares (Scene#grid.size in pixels, Scene#tokens: https://foundryvtt.com/api/v13/classes/foundry.documents.Scene.html). */
export function newScene(): Plain {
  return { grid: { size: 100, distance: 1, measurePath }, tokens: { contents: [] as unknown[] } };
}

/**
 * BaseGrid#measurePath between two points (https://foundryvtt.com/api/v13/classes/foundry.grid.BaseGrid.html#measurepath)
 * on 1 m squares under the teams world's diagonal rule, ALTERNATING_1: the first diagonal counts 1, the
 * second 2, and so on (https://foundryvtt.com/api/enums/foundry.CONST.GRID_DIAGONALS.html).
 */
function measurePath([a, b]: { x: number; y: number }[]): { distance: number } {
  const cols = Math.abs(Math.floor(b!.x / 100) - Math.floor(a!.x / 100));
  const rows = Math.abs(Math.floor(b!.y / 100) - Math.floor(a!.y / 100));
  const diagonals = Math.min(cols, rows);
  return { distance: Math.max(cols, rows) + Math.floor(diagonals / 2) };
}

/** An alternating-teams fight of these fighters (team by id), the party's turn first; `start: false` leaves it set up only. */
export async function startFight(fighters: Record<string, Fighter>, teams: Record<string, "party" | "foes">, start = true): Promise<Plain> {
  const seeds = Object.entries(teams).map(([id, group]) => ({ id, name: id, group, owners: fighters[id]!.actor.owners }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds, ["party", "foes"], combatDouble.recorded) as Plain;
  for (const combatant of combat.combatants.contents as Plain[]) {
    const { token } = fighters[combatant.id]!;
    Object.assign(combatant, { actor: token.actor, token: token.document, system: new FrayCombatantData() });
    (token.document as Plain).combatant = combatant;
  }
  // Combat#getCombatantsByActor: the combatants standing for that actor (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor).
  combat.getCombatantsByActor = (actor: unknown) => (combat.combatants.contents as Plain[]).filter((combatant) => combatant.actor === actor);
  combatDouble.combats.set("combat1", combat);
  if (!start) return combat;
  const { handleStart } = await import("../../../../../src/foundry/combat/combat-queries");
  const started = await handleStart({ combatId: "combat1", structure: "alternatingTeams", choices: { startedBy: "party" } }, "gm");
  if (!started.ok) throw new Error(`the fight did not start: ${JSON.stringify(started)}`);
  return combat;
}

/** Resets what the doubles recorded between tests and gives a fresh scene. */
export function freshScene(): Plain {
  resetDoubles();
  return newScene();
}

/** Resets what the doubles recorded between tests. */
export function resetDoubles(): void {
  double.forget();
  // A fight of an earlier test is no fight of this world.
  combatDouble.combats.clear();
  actionsDouble.confirms.length = 0;
  actionsDouble.confirmAnswers.length = 0;
  actionsDouble.chat.length = 0;
  double.actAs("gm");
}

// The attack flow as the ruleset registers it: the GM's command and the card's steps, on every client's socket.
const channel = await import("../../../../../src/foundry/channel");
const cardsPipeline = await import("../../../../../src/foundry/cards");
const { registerTeamsAttackHandler } = await import("../../../../../src/rulesets/teams/flows/attack/gm-attack");
const { TEAMS_CARD_STEPS } = await import("../../../../../src/rulesets/teams/flows/attack/register");
const { TEAMS_ATTACK_CARD } = await import("../../../../../src/rulesets/teams/flows/card/card-type");
channel.listenOnSocket();
registerTeamsAttackHandler();
cardsPipeline.registerCardSteps(TEAMS_ATTACK_CARD, TEAMS_CARD_STEPS);

export const { askGm } = channel;
export const { wireCardButtons } = cardsPipeline;
export const { CARD_COMMANDS } = await import("../../../../../src/rulesets/teams/flows/card/step-base");
export const { TEAMS_ATTACK_COMMAND } = await import("../../../../../src/rulesets/teams/flows/attack/request");
export const { ATTACK_REFUSAL } = await import("../../../../../src/rulesets/teams/flows/attack/keys");
export const { TEAMS_ECONOMY_REFUSAL } = await import("../../../../../src/rulesets/teams/rules/actions/labels");

export { text } from "../../../../support/lang";

export const attackCards = () => [...double.messages.values()].filter((message) => message.type === "teamsAttack");
export const lastCard = () => attackCards().at(-1)!;

const { startTeamsAttack } = await import("../../../../../src/rulesets/teams/flows/attack/start-attack");
const { handleTurn } = await import("../../../../../src/foundry/combat/combat-queries");

/** `who`'s owner targets `target` and attacks with the weapon (dialog answered with `form`), the dice showing `dice`. */
export async function attack(who: Fighter, target: Fighter, source: { itemId: string } | { attackIndex: number }, dice: number[], form: Record<string, unknown> = {}) {
  double.actAs(who.actor.owners[0] ?? "gm");
  double.targets.clear();
  double.targets.add(target.token);
  double.answers.push({ weaponId: "itemId" in source ? source.itemId : `#${source.attackIndex}`, sneak: false, flanking: false, ...form });
  double.dice.push(...dice);
  const before = attackCards().length;
  const answer = await startTeamsAttack(who.actor as never, source);
  await double.net.settle();
  return { answer, card: attackCards().length > before ? lastCard() : undefined };
}

/** The tracker's turn buttons as `userId` presses them: its team picks `id` to act, or `id` ends its turn. */
export async function turn(kind: "act" | "endTurn", id: string, userId = "gm"): Promise<void> {
  // The GM's handler runs on the GM's client, with the asker's id as the channel would hand it over.
  const answer = await double.net.on("gm", () => handleTurn({ combatId: "combat1", intent: { kind, combatantId: id } }, userId));
  if (!answer.ok) throw new Error(`${kind} ${id} refused: ${JSON.stringify(answer)}`);
}
