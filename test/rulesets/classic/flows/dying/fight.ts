/**
 * A classic fight on the Foundry double, for the going-down and round flows' tests: the shared doubles
 * (users on their clients, a Fray combat whose actors keep effects and statuses, chat messages with
 * rolls, dialogs answering as the test scripts them) and classic creatures whose data is the real data
 * model, prepared with its derived numbers. The going-down flows are registered as the world's init
 * registers them. Writes by a client that does not own a document are refused.
 */
import { GM_AND_TWO_PLAYERS } from "../../../../foundry-double";
import { installFoundryDouble } from "../../../../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../../../../foundry-double/combat";
import { installAttackDouble } from "../../../../foundry-double/attack";
import { giveActorData, mergeInto } from "../../../../foundry-double/actor-data";
import { flatLang } from "../../../../support/lang";
import { atRound } from "../../../../support/engine-at-round";
import { initialData } from "../../../../../src/core/schema/spec";
import { characterSchema } from "../../../../../src/rulesets/classic/schema/character";
import { monsterSchema } from "../../../../../src/rulesets/classic/schema/monster";

const g = globalThis as Record<string, any>;
export const world = installFoundryDouble(GM_AND_TWO_PLAYERS);
world.settings.set("fray.ruleset", "classic");
export const combatDouble = installCombatDouble(GM_AND_TWO_PLAYERS, []);
export const double = installAttackDouble(flatLang(), GM_AND_TWO_PLAYERS);
// foundry.utils.escapeHTML escapes text for HTML (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
g.foundry.utils = { ...(g.foundry.utils ?? {}), escapeHTML: (raw: string) => raw.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") };

const models = await import("../../../../../src/rulesets/classic/models");
const { FrayCombat } = await import("../../../../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../../../../src/foundry/combat/combat-model");
const channel = await import("../../../../../src/foundry/channel");
const { registerClassicDying } = await import("../../../../../src/rulesets/classic/flows/dying/register");
channel.listenOnSocket();
registerClassicDying();
export const { askGm } = channel;

type Plain = Record<string, any>;

export interface Seed {
  id: string;
  name: string;
  owners: string[];
  monster?: boolean;
  fields?: Plain;
  statuses?: string[];
}

/**
 * A fight of these creatures in round `round` (null: the combat is set up but not started). Each actor's data model is prepared (prepareDerivedData
 * reads `parent.items`: https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html#preparederiveddata).
 * The combat is the one being viewed (Game#combat: https://foundryvtt.com/api/v13/classes/foundry.Game.html#combat)
 * and keeps flags (Document#getFlag / #setFlag: https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#setflag),
 * which only a GM may write on a Combat (BaseCombat#canUserModify: https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html).
 */
export async function classicFight(seeds: Seed[], round: number | null = 1): Promise<{ combat: Plain; actors: Record<string, Plain> }> {
  double.actAs("gm");
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds.map((s) => ({ ...s, group: null })), [], combatDouble.recorded) as Plain;
  const flags: Plain = {};
  Object.assign(combat, {
    flags: { fray: flags },
    getFlag: (scope: string, key: string) => (scope === "fray" ? structuredClone(flags[key]) : undefined),
    async setFlag(scope: string, key: string, value: unknown) {
      if (!g.game.user.isGM) throw new Error(`${g.game.user.id} lacks permission to flag the combat`);
      if (scope === "fray") flags[key] = structuredClone(value);
      return combat;
    },
    getCombatantsByActor: (actor: unknown) => combat.combatants.contents.filter((c: Plain) => c.actor === actor),
  });
  // The fight is under way in that round (the engine's round is the rules' clock); null: set up, not started.
  if (round !== null) atRound(combat as never, round);
  combatDouble.combats.set("combat1", combat);
  g.game.combat = combat;
  const actors: Record<string, Plain> = {};
  for (const seed of seeds) {
    const Model = seed.monster ? models.ClassicMonsterData : models.ClassicCharacterData;
    const system = Object.assign(new Model(), structuredClone(initialData(seed.monster ? monsterSchema : characterSchema)));
    mergeInto(system as Plain, seed.fields ?? {});
    const actor = giveActorData(combat.combatants.get(seed.id).actor, seed.name, system as never, combatDouble.recorded);
    Object.assign(actor, { type: seed.monster ? "classicMonster" : "classicCharacter", owners: seed.owners, token: null });
    if (seed.statuses?.length) await actor.createEmbeddedDocuments("ActiveEffect", seed.statuses.map((id) => ({ statuses: [id] })));
    actors[seed.id] = actor;
  }
  const byUuid = new Map(Object.values(actors).map((actor) => [actor.uuid as string, actor]));
  const fromUuid = g.fromUuid as (uuid: string) => Promise<unknown>;
  // fromUuid finds a document by its UUID (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html).
  g.fromUuid = async (uuid: string) => byUuid.get(uuid) ?? fromUuid(uuid);
  return { combat, actors };
}

/** Waits until the GM has answered every command so far, and the GM's lane is idle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await double.net.settle();
    await channel.onGmLane(async () => undefined);
  }
}

/** Fires Fray's own turn or round hook as the engine's events do (GM), and waits for the GM's lane. */
export async function fire(combat: Plain, event: { type: "turnStart"; combatantIds: string[] } | { type: "roundEnd"; round: number }): Promise<void> {
  double.actAs("gm");
  g.Hooks.callAll(`fray.${event.type}`, combat, event);
  await settle();
}

/** English as the double's game.i18n words it. */
export const text = (key: string, data: Record<string, string | number> = {}) =>
  g.game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) as string;

/** A message's words without its markup. */
export const words = (content: string) => content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

export const lastMessage = () => [...double.messages.values()].at(-1);

/** Resets what the doubles recorded between tests. */
export function resetDoubles(): void {
  double.forget();
  combatDouble.combats.clear();
  world.settings.set("fray.classicDeathRoll", "allEqual");
  double.actAs("gm");
}
