/**
 * A declared world at the tracker, in the Foundry double: the GM and two players; Rhazzan (p1) and Wren
 * Alder (p2) from the heroes pack against the Ogre and the Giant Spider from the monsters pack, each
 * actor with its pack data (Agility, weapons) as its data model prepares it, each token with its
 * disposition and no CombatantGroup yet, so side, team and faction structures group them from the
 * dispositions when the fight starts. The combat hooks are registered as the world's init does.
 */
import { installFightDouble } from "../../../foundry-double";
import { makeCombat } from "../../../foundry-double/combat";
import { giveActorData } from "../../../foundry-double/actor-data";
import { initialData } from "../../../../src/core/schema/spec";
import { characterSchema } from "../../../../src/rulesets/declared/schema/character";
import { monsterSchema } from "../../../../src/rulesets/declared/schema/monster";
import { loadPack, type PackDocument } from "../../../support/packs";

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

/** Who fights, from the packs: id, pack document, owners and token disposition (1 friendly, −1 hostile: CONST.TOKEN_DISPOSITIONS). */
export const FIGHTERS = [
  { id: "rhazzan", doc: named(heroes, "Rhazzan"), owners: ["p1"], disposition: 1 },
  { id: "wren", doc: named(heroes, "Wren Alder"), owners: ["p2"], disposition: 1 },
  { id: "ogre", doc: named(monsters, "Ogre"), owners: [], disposition: -1 },
  { id: "spider", doc: named(monsters, "Giant Spider"), owners: [], disposition: -1 },
] as const;

export type FighterId = (typeof FIGHTERS)[number]["id"];

/** Waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await double.net.settle();
    await onGmLane(async () => undefined);
  }
}

function creatureData(doc: PackDocument): Doc & { prepareDerivedData(): void } {
  const monster = doc.type === "declaredMonster";
  const model = monster ? new models.DeclaredMonsterData() : new models.DeclaredCharacterData();
  return Object.assign(model, structuredClone(initialData(monster ? monsterSchema : characterSchema)), structuredClone(doc.system)) as Doc & { prepareDerivedData(): void };
}

/**
 * The double's Combat creates combatants only; a v13 Combat also creates its CombatantGroups
 * (Combat#createEmbeddedDocuments("CombatantGroup", …), embedded collection `groups`:
 * https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#groups) and applies the
 * combatants' `group` written by updateEmbeddedDocuments
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html#group).
 */
function formsGroups(combat: Doc): void {
  const createCombatants = combat.createEmbeddedDocuments.bind(combat);
  const recordUpdates = combat.updateEmbeddedDocuments.bind(combat);
  let count = 0;
  combat.createEmbeddedDocuments = async (type: string, data: Doc[], options: Doc = {}) => {
    if (type !== "CombatantGroup") return createCombatants(type, data, options);
    return data.map((d) => {
      const group = { id: `group${++count}`, name: d.name, flags: structuredClone(d.flags ?? {}), getFlag: (scope: string, key: string) => group.flags[scope]?.[key] };
      combat.groups.contents.push(group);
      return group;
    });
  };
  combat.updateEmbeddedDocuments = async (type: string, changes: Doc[]) => {
    const done = await recordUpdates(type, changes);
    if (type === "Combatant") for (const change of changes) if ("group" in change) combat.combatants.get(change._id).group = change.group;
    return done;
  };
}

/** A fresh declared fight, not started: the combat and the actors by id. */
export function declaredFight(): { combat: Doc; actors: Record<FighterId, Doc> } {
  double.net.actAs("gm");
  const seeds = FIGHTERS.map((f) => ({ id: f.id, name: f.doc.name, group: null, owners: [...f.owners] }));
  const combat = makeCombat(FrayCombat as never, FrayCombatData as never, seeds, [], double.recorded) as Doc;
  formsGroups(combat);
  double.combats.set("combat1", combat);
  const actors = {} as Record<FighterId, Doc>;
  for (const fighter of FIGHTERS) {
    const combatant = combat.combatants.get(fighter.id);
    // Actor#items: the creature's weapons and armour, as the declare dialog and the GM's pricing read them.
    combatant.actor.items = { contents: (fighter.doc.items ?? []).map((item) => ({ id: item._id, type: item.type, name: item.name, system: item.system })) };
    actors[fighter.id] = giveActorData(combatant.actor, fighter.doc.name, creatureData(fighter.doc), double.recorded);
    Object.assign(actors[fighter.id].system, { parent: combatant.actor });
    actors[fighter.id].system.prepareDerivedData();
    // Combatant#token, its TokenDocument with the disposition (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition).
    combatant.token = { disposition: fighter.disposition };
    combatant.img = "icons/svg/mystery-man.svg";
  }
  return { combat, actors };
}
