/**
 * A fight of pack creatures at the tracker, in the Foundry double, for the rulesets' every-structure
 * tests: each actor with its pack data (weapons, armour) as its data model prepares it, each token with
 * its disposition and no CombatantGroup yet, so side, team and faction structures group them from the
 * dispositions when the fight starts.
 */
import type { installFightDouble } from "../foundry-double";
import { makeCombat } from "../foundry-double/combat";
import { giveActorData } from "../foundry-double/actor-data";
import type { PackDocument } from "./packs";

type Doc = Record<string, any>;
type FightDouble = ReturnType<typeof installFightDouble>;

/** Who fights, from the packs: id, pack document, owners and token disposition (1 friendly, −1 hostile: CONST.TOKEN_DISPOSITIONS). */
export interface PackFighter {
  id: string;
  doc: PackDocument;
  owners: readonly string[];
  disposition: number;
}

/**
 * The usual fight: the heroes owned by the players in turn (p1, p2) with friendly tokens, against the
 * monsters, the GM's, with hostile ones — each keyed by the id the test calls it by.
 */
export function heroesAgainstMonsters<H extends string, M extends string>(heroes: Record<H, PackDocument>, monsters: Record<M, PackDocument>): (PackFighter & { id: H | M })[] {
  const party = (Object.entries(heroes) as [H, PackDocument][]).map(([id, doc], seat) => ({ id, doc, owners: [`p${seat + 1}`], disposition: 1 }));
  const foes = (Object.entries(monsters) as [M, PackDocument][]).map(([id, doc]) => ({ id, doc, owners: [], disposition: -1 }));
  return [...party, ...foes];
}

/** An actor type's data model class and its schema's defaults, which fill what the pack document leaves out. */
export interface ActorModel {
  Model: new () => object;
  defaults: object;
}

/** The Fray combat document and its data model, imported by the test once the double is installed. */
export interface CombatClasses {
  FrayCombat: unknown;
  FrayCombatData: unknown;
}

/** A settle for this double: waits until the GM has reacted to every change so far, and to the changes its reactions made. */
export function settlerOf(double: FightDouble, onGmLane: (task: () => Promise<undefined>) => Promise<unknown>): () => Promise<void> {
  return async () => {
    for (let i = 0; i < 8; i++) {
      await double.net.settle();
      await onGmLane(async () => undefined);
    }
  };
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

/** A creature's data model filled from its pack document, not yet prepared. */
function creatureData(doc: PackDocument, models: Readonly<Record<string, ActorModel>>): Doc & { prepareDerivedData(): void } {
  const model = models[doc.type];
  if (!model) throw new Error(`${doc.name}: no data model given for ${doc.type}`);
  return Object.assign(new model.Model(), structuredClone(model.defaults), structuredClone(doc.system)) as Doc & { prepareDerivedData(): void };
}

/** A fresh fight of these creatures, not started, as combat1 of the double: the combat and the actors by id. */
export function packFight<Id extends string>(
  double: FightDouble,
  fighters: readonly (PackFighter & { id: Id })[],
  models: Readonly<Record<string, ActorModel>>,
  classes: CombatClasses,
): { combat: Doc; actors: Record<Id, Doc> } {
  double.net.actAs("gm");
  const seeds = fighters.map((f) => ({ id: f.id, name: f.doc.name, group: null, owners: [...f.owners] }));
  const combat = makeCombat(classes.FrayCombat as never, classes.FrayCombatData as never, seeds, [], double.recorded) as Doc;
  formsGroups(combat);
  double.combats.set("combat1", combat);
  const actors = {} as Record<Id, Doc>;
  for (const fighter of fighters) {
    const combatant = combat.combatants.get(fighter.id);
    // Actor#items: the creature's weapons and armour, as the declare dialog, the GM's pricing and the data model read them.
    combatant.actor.items = { contents: (fighter.doc.items ?? []).map((item) => ({ id: item._id, type: item.type, name: item.name, system: item.system })) };
    actors[fighter.id] = giveActorData(combatant.actor, fighter.doc.name, creatureData(fighter.doc, models), double.recorded);
    Object.assign(actors[fighter.id].system, { parent: combatant.actor });
    actors[fighter.id].system.prepareDerivedData();
    // Combatant#token, its TokenDocument with the disposition (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html#disposition).
    combatant.token = { disposition: fighter.disposition };
    combatant.img = "icons/svg/mystery-man.svg";
  }
  return { combat, actors };
}
