/**
 * A declared fight on the Foundry double, for the round and morale flows' tests: the shared doubles
 * (users on their clients, a Fray combat, chat messages with rolls, dialogs, tokens with a
 * disposition) and, on top, declared creatures whose data is the schema's shape, writes refused (as
 * Foundry's server refuses them) for a client that does not own the actor, and statuses from effects.
 */
import { installFoundryDouble } from "../../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../../foundry-double/combat";
import { installAttackDouble, type ActorLike, type TokenDouble } from "../../../../foundry-double/attack";
import { mergeInto } from "../../../../foundry-double/actor-data";
import { updateOf } from "../../../../foundry-double/document-update";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "../../../../foundry-double/status-toggle";
import { GM_AND_TWO_PLAYERS as USERS } from "../../../../foundry-double";
import { flatLang } from "../../../../support/lang";
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/declared/schema/monster";
import { atRound } from "../../../../support/engine-at-round";

const g = globalThis as Record<string, any>;
export const world = installFoundryDouble(USERS);
world.settings.set("fray.ruleset", "declared");
/** The base d12s the GM rolls when a fight starts, rolled by the combat double's Roll (saved before the attack double replaces it). */
export const initiative: number[] = [];
export const combatDouble = installCombatDouble(USERS, initiative);
export const trackerRoll = g.foundry.dice.Roll;
export const double = installAttackDouble(flatLang(), USERS);
// foundry.utils.escapeHTML escapes text for HTML (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
g.foundry.utils = { ...(g.foundry.utils ?? {}), escapeHTML: (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") };

const models = await import("../../../../../src/rulesets/declared/models");
const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const { FrayCombatantData } = await import("../../../../../src/foundry/combat/combatant-model");

type Plain = Record<string, any>;

export interface CreatureSeed {
  id: string;
  name: string;
  owners: string[];
  /** The token's disposition: 1 friendly (default), 0 neutral, −1 hostile (CONST.TOKEN_DISPOSITIONS). */
  disposition?: number;
  monster?: boolean;
  fields?: Plain;
  statuses?: string[];
}

export type Creature = ActorLike & { system: Plain; update(data: Plain): Promise<unknown>; toggleStatusEffect(id: string, options?: ToggleOptions): Promise<unknown> };

export interface Fighter {
  actor: Creature;
  token: TokenDouble;
}

/** Every write a client made to an actor, in order. */
export const writes: { client: string; actor: string; change: unknown }[] = [];

/**
 * A declared creature with its token. Actor#update merges into the data
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update), refused for a
 * client whose user does not own the actor (Document#canUserModify, OWNER for an Actor:
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#canusermodify);
 * Actor#toggleStatusEffect is foundry-double/status-toggle's, each status standing for an effect carrying it alone, each
 * creation or deletion a write (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect).
 */
export function creature(seed: CreatureSeed): Fighter {
  const Model = seed.monster ? models.DeclaredMonsterData : models.DeclaredCharacterData;
  const system: Plain = Object.assign(new Model(), initialData(seed.monster ? monsterSchema : characterSchema));
  mergeInto(system, seed.fields ?? {});
  const actor = double.actor(`Actor.${seed.id}`, seed.name, system, seed.owners) as Creature;
  for (const status of seed.statuses ?? []) actor.statuses.add(status);
  const write = (change: unknown) => {
    const user = g.game.user as { id: string; isGM: boolean };
    if (!actor.testUserPermission(user, "OWNER")) throw new Error(`${user.id} lacks permission to update ${actor.name}`);
    writes.push({ client: user.id, actor: actor.name, change: structuredClone(change) });
  };
  Object.assign(actor, {
    type: seed.monster ? "declaredMonster" : "declaredCharacter",
    // Actor#effects: none here, statuses are set directly (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#effects).
    effects: { contents: [] },
    // The double's Actor#update (foundry-double/document-update), refused and recorded as `write` is.
    update: updateOf(actor as unknown as Plain, {
      name: actor.name,
      mayWrite: (user) => actor.testUserPermission(user, "OWNER"),
      record: (change, user) => void writes.push({ client: user.id, actor: actor.name, change }),
    }),
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) => toggleStatusEffect(statusSetEffects(actor.statuses, write), id, options),
  });
  const token = double.token(`Scene.s.Token.${seed.id}`, actor, { x: 0, y: 0 });
  // A TokenDocument's disposition (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition).
  Object.assign(token.document, { disposition: seed.disposition ?? 1 });
  return { actor, token };
}

/** A Fray combat of these creatures in round `round` (not started: the tests drive the round's end themselves). */
export function fightOf(fighters: Fighter[], round = 1): Plain {
  const seeds = fighters.map((f) => ({ id: f.actor.uuid.replace("Actor.", ""), name: f.actor.name, group: null, owners: f.actor.owners }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds, [], combatDouble.recorded) as Plain;
  for (const combatant of combat.combatants.contents as Plain[]) {
    const { token } = fighters.find((f) => f.actor.uuid === `Actor.${combatant.id}`)!;
    Object.assign(combatant, { actor: token.actor, token: token.document, system: new FrayCombatantData() });
  }
  // Round 1 or later: the fight is under way in that round, the engine's round being the rules' clock (the
  // Combat's own round follows it); round 0: not started yet (the test starts it through the tracker).
  if (round > 0) atRound(combat as never, round);
  else combat.round = 0;
  // Combat#getCombatantsByActor: the combatants standing for that actor (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor).
  combat.getCombatantsByActor = (actor: unknown) => (combat.combatants.contents as Plain[]).filter((combatant) => combatant.actor === actor);
  combatDouble.combats.set("combat1", combat);
  return combat;
}

/** Resets what the doubles recorded between tests. */
export function resetDoubles(): void {
  double.forget();
  combatDouble.combats.clear();
  writes.length = 0;
  double.actAs("gm");
}

// The round's shell as the ruleset registers it: the GM's commands and the morale card, on every client's socket.
const channel = await import("../../../../../src/foundry/channel");
const { registerDeclaredRound } = await import("../../../../../src/rulesets/declared/flows/round/register");
channel.listenOnSocket();
registerDeclaredRound();

export const { askGm } = channel;

/** English as the double's game.i18n words it. */
export const text = (key: string, data: Record<string, string | number> = {}) =>
  g.game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) as string;

/** A message's words without its markup. */
export const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

export const cardsOfType = (type: string) => [...double.messages.values()].filter((message) => message.type === type);

/** Fires Fray's morale-step hook (or another round event) as the engine's events do, and waits for the GM's lane to finish. */
export async function reachMoraleStep(combat: Plain, round = combat.round as number, event: "moraleStep" | "roundEnd" = "moraleStep"): Promise<void> {
  g.Hooks.callAll(`fray.${event}`, combat, { type: event, round });
  await channel.onGmLane(async () => undefined);
  await double.net.settle();
}
