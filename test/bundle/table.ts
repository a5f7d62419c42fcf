/**
 * The documents a card flow reads in a world booted from the bundle: actors, their items and their tokens on a
 * scene, built from the bundle's own classes (CONFIG.Actor.documentClass, CONFIG.<Document>.dataModels), found by
 * UUID as Foundry finds them. `installTable` goes in before the bundle is imported (v13 has these globals from
 * the start); `seat` after the world has booted, when the bundle's models are registered.
 * Sources:
 * - `fromUuid(uuid)` resolves to the document a UUID names, `fromUuidSync(uuid)` returns it, null when there is
 *   none (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html, …/foundry.utils.fromUuidSync.html);
 *   an actor's UUID is `Actor.<id>`, its token's `Scene.<id>.Token.<id>`, an embedded item's `Actor.<id>.Item.<id>`
 *   (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#uuid).
 * - TokenDocument is a global of v13 (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html):
 *   its `actor` (a linked token's is the world actor), its `combatant` (null outside a combat), its `parent` Scene,
 *   its `name`, place and `texture`.
 * - An actor's `type`, `name`, `items` (an embedded collection: `contents`, `get(id)`), `statuses`, `token` (null for
 *   a world actor) and `getActiveTokens()` (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html);
 *   `testUserPermission(user, "OWNER")` holds for a GM and for the users the actor is owned by, and `isOwner` is that
 *   test for the client's own user (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#testuserpermission).
 * - `system` is an instance of the sub-type's data model, whose `parent` is the document, prepared as Foundry
 *   prepares it: base data, then derived data, which a declared creature derives from its items
 *   (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html).
 */
import { initialData, type ObjectSpec } from "../../src/core/schema/spec";
import { applyUpdate } from "../foundry-double/merge";

type Doc = Record<string, any>;
const g = globalThis as Record<string, any>;

export interface ItemSeat {
  id: string;
  name: string;
  type: string;
  /** Changes to the type's initial data. */
  fields?: Doc;
}

export interface CreatureSeat {
  id: string;
  name: string;
  type: string;
  /** The users the actor is owned by (a GM owns every actor). */
  owners: string[];
  fields?: Doc;
  items?: ItemSeat[];
  /** The token's square on the scene. */
  at: { x: number; y: number };
}

const GRID_SIZE = 100;

/** The initial data of a model's spec (typed loosely: inferring a whole spec's type goes too deep for tsc). */
const initialOf = initialData as unknown as (schema: ObjectSpec) => Doc;

/** An instance of the bundle's model for `documentName`'s sub-type `type`, filled from its spec's initial data and `fields`. */
function modelOf(documentName: "Actor" | "Item", type: string, fields: Doc = {}): Doc {
  const Model = g.CONFIG[documentName].dataModels[type] as (new () => Doc) & { typeSpec: { schema: ObjectSpec } };
  if (!Model) throw new Error(`The bundle registered no ${documentName} model "${type}"`);
  const system = Object.assign(new Model(), structuredClone(initialOf(Model.typeSpec.schema)));
  applyUpdate(system, fields);
  return system;
}

/** The same collection shape Foundry's embedded collections read as (contents, get, size, iteration). */
const collection = <T extends { id?: string }>(entries: T[]) => ({
  contents: entries,
  get size() {
    return entries.length;
  },
  get: (id: string) => entries.find((entry) => entry.id === id),
  [Symbol.iterator]: () => entries[Symbol.iterator](),
});

export function installTable() {
  const documents = new Map<string, Doc>();
  class TokenDocument {}
  g.TokenDocument = TokenDocument;
  g.foundry.documents = { ...(g.foundry.documents ?? {}), TokenDocument };
  g.fromUuid = async (uuid: string) => documents.get(uuid) ?? null;
  g.fromUuidSync = (uuid: string) => documents.get(uuid) ?? null;
  const scene = { id: "scene0000000001", uuid: "Scene.scene0000000001", name: "The yard", grid: { size: GRID_SIZE, distance: 1 } };
  const actors: Doc[] = [];

  /** An actor of the bundle's Actor class with its items and one token on the scene; its UUIDs find it. */
  function seat(creature: CreatureSeat): { actor: Doc; token: Doc } {
    const actor: Doc = new g.CONFIG.Actor.documentClass();
    const items = (creature.items ?? []).map((item) => {
      const system = modelOf("Item", item.type, item.fields);
      const document: Doc = Object.assign(new g.CONFIG.Item.documentClass(), {
        id: item.id,
        _id: item.id,
        uuid: `Actor.${creature.id}.Item.${item.id}`,
        documentName: "Item",
        name: item.name,
        type: item.type,
        system,
        parent: actor,
      });
      Object.defineProperty(system, "parent", { value: document, enumerable: false });
      documents.set(document.uuid, document);
      return document;
    });
    const system = modelOf("Actor", creature.type, creature.fields);
    const token: Doc = Object.assign(new TokenDocument(), {
      id: creature.id,
      uuid: `${scene.uuid}.Token.${creature.id}`,
      name: creature.name,
      actorLink: true,
      actor,
      combatant: null,
      parent: scene,
      x: creature.at.x * GRID_SIZE,
      y: creature.at.y * GRID_SIZE,
      width: 1,
      height: 1,
      texture: { src: "icons/svg/mystery-man.svg" },
    });
    const placeable = { id: creature.id, name: creature.name, document: token, actor, controlled: false };
    Object.assign(token, { object: placeable });
    const mayOwn = (user: { id: string; isGM: boolean } | undefined) => user !== undefined && (user.isGM || creature.owners.includes(user.id));
    Object.assign(actor, {
      id: creature.id,
      _id: creature.id,
      uuid: `Actor.${creature.id}`,
      documentName: "Actor",
      name: creature.name,
      type: creature.type,
      img: "icons/svg/mystery-man.svg",
      system,
      items: collection(items),
      effects: collection([]),
      statuses: new Set<string>(),
      flags: {},
      token: null,
      getActiveTokens: () => [placeable],
      testUserPermission: (user: { id: string; isGM: boolean }, _level: string) => mayOwn(user),
    });
    Object.defineProperty(actor, "isOwner", { get: () => mayOwn(g.game.user) });
    Object.defineProperty(system, "parent", { value: actor, enumerable: false });
    system.prepareBaseData?.();
    system.prepareDerivedData?.();
    documents.set(actor.uuid, actor);
    documents.set(token.uuid, token);
    actors.push(actor);
    g.game.actors = collection(actors);
    return { actor, token };
  }

  return { TokenDocument, documents, scene, seat };
}
