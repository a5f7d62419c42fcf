/**
 * What Foundry offers a system's `init` hook, as far as Fray's registration touches it: base classes
 * to extend, the sheet and data-model registries, status effects, settings and hooks. Each piece
 * records what was registered so a test can say what a GM would find in the world.
 */
import { installFoundryDouble } from "./globals";
import type { NetUserSeed } from "./network";
import { installProfile } from "./profile";

export interface RegisteredSheet {
  documentName: "Actor" | "Item";
  sheetClass: unknown;
  types: string[];
}

export function installBootDouble(users?: NetUserSeed[]) {
  const base = installFoundryDouble(users);
  const registered = { sheets: [] as RegisteredSheet[], settings: [] as string[], hooks: [] as string[] };
  const g = globalThis as Record<string, any>;
  // DocumentSheetConfig.registerSheet(documentClass, scope, sheetClass, { types, makeDefault, label }):
  // https://foundryvtt.com/api/v13/classes/foundry.applications.apps.DocumentSheetConfig.html#registersheet
  // (Actors.registerSheet / Items.registerSheet forward to it without the document class).
  const sheetCollection = (documentName: "Actor" | "Item") => ({
    registerSheet: (_scope: string, sheetClass: unknown, options: { types: string[] }) => registered.sheets.push({ documentName, sheetClass, types: options.types }),
  });
  class Application {}
  // Document and application base classes a system extends at load (foundry.documents.Combat …, exposed as globals in v13).
  for (const name of ["Combat", "Combatant", "ChatMessage", "CombatTracker"]) g[name] ??= class {};
  g.foundry = {
    ...(g.foundry ?? {}),
    abstract: { ...(g.foundry?.abstract ?? {}), TypeDataModel: g.foundry?.abstract?.TypeDataModel ?? class {} },
    applications: {
      ...(g.foundry?.applications ?? {}),
      // HandlebarsApplicationMixin(Base) returns a subclass of Base (foundry.applications.api.HandlebarsApplicationMixin).
      api: { HandlebarsApplicationMixin: (Base: new () => object) => class extends Base {}, DocumentSheetV2: Application, DialogV2: Application },
      sheets: { ActorSheetV2: Application, ItemSheetV2: Application },
      // The combat tracker a system extends (foundry.applications.sidebar.tabs.CombatTracker).
      sidebar: { tabs: { CombatTracker: Application } },
      handlebars: { loadTemplates: async () => [] },
    },
    documents: { ...(g.foundry?.documents ?? {}), collections: { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") } },
  };
  // Each document class has its sub-types' models under CONFIG.<Document>.dataModels, ChatMessage too, and query handlers under CONFIG.queries (https://foundryvtt.com/api/v13/interfaces/CONFIG.html).
  g.CONFIG = { ...(g.CONFIG ?? {}), queries: { ...(g.CONFIG?.queries ?? {}) }, Actor: { dataModels: {} }, Item: { dataModels: {} }, ChatMessage: { dataModels: {} }, Combat: { dataModels: {} }, Combatant: { dataModels: {} }, ui: {}, statusEffects: [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }] };
  // Core's statuses are a list in v13 and keyed by id in v14: installProfile below puts them in the profile's shape.
  // Hooks.on / Hooks.once register a callback by event name (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html).
  g.Hooks = { on: (name: string) => registered.hooks.push(name), once: (name: string) => registered.hooks.push(name), callAll: () => true };
  const register = g.game.settings.register;
  g.game.settings.register = (namespace: string, key: string, config: { default: unknown }) => {
    registered.settings.push(`${namespace}.${key}`);
    register(namespace, key, config);
  };
  installProfile();
  return { ...base, registered };
}
