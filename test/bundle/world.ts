/**
 * A world that loads the shipped bundle, not src/: the Foundry double's globals (boot, hooks,
 * deprecations), the world's stored settings, the language and templates read from dist/ as
 * Foundry's server hands them over, then each `esmodules` entry of dist/system.json imported as a
 * fresh module instance and Foundry's start-up hooks called in Foundry's order, the test acting as the GM.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Handlebars from "handlebars";
import { vi } from "vitest";
import { installApplicationDouble } from "../foundry-double/applications";
import { installBootDouble } from "../foundry-double/boot";
import { installDeprecations } from "../foundry-double/deprecations";
import { installHooks } from "../foundry-double/hooks";
import type { NetUserSeed } from "../foundry-double/network";
import { activeProfile, installProfile, settingWarning, type Profile } from "../foundry-double/profile";
import { initialData, type ObjectSpec } from "../../src/core/schema/spec";
import { ROOT } from "../support/lang";

export const DIST = path.join(ROOT, "dist");

interface Manifest {
  id: string;
  esmodules: string[];
  languages: { lang: string; path: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
}

interface SettingConfig {
  name?: string;
  hint?: string;
  config?: boolean;
  choices?: Record<string, string>;
  default: unknown;
}

/** Fails loudly, never skips: a suite run without a build has not tested the bundle. */
export function distManifest(): Manifest {
  const manifestPath = path.join(DIST, "system.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  for (const file of manifest.esmodules) {
    if (!existsSync(path.join(DIST, file))) throw new Error(`dist/${file} is missing: run npm run build first`);
  }
  return manifest;
}

/** A server path (`systems/fray/templates/…`) to the file the built system serves it from. */
export const distFile = (serverPath: string, systemId: string) => path.join(DIST, serverPath.replace(new RegExp(`^systems/${systemId}/`), ""));

/** en.json (or whichever language the manifest lists first) flattened to "A.B.C" → text. */
function flatLanguage(file: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") flat.set(prefix, node);
    else if (node && typeof node === "object") for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(file, "utf8")), "");
  return flat;
}

interface I18n {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

/** The helpers Foundry registers on Handlebars that Fray's templates use. */
function registerFoundryHelpers(handlebars: typeof Handlebars, i18n: I18n) {
  const escape = handlebars.escapeExpression;
  // {{localize key}} localizes, or formats with the hash when it has one (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.localize.html).
  handlebars.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) =>
    Object.keys(options.hash ?? {}).length > 0 ? i18n.format(key, options.hash as Record<string, unknown>) : i18n.localize(key),
  );
  // {{checked value}} is "checked" when the value is truthy (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.checked.html).
  handlebars.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  // {{selectOptions choices selected= localize= blank=}}: an <option> per choice, a value → label object or an array of
  // { value, label }, the selected one(s) marked, labels localized on request (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.selectOptions.html).
  handlebars.registerHelper("selectOptions", (choices: Record<string, string> | { value: unknown; label: string }[], options: Handlebars.HelperOptions) => {
    const { selected, localize, blank } = options.hash as { selected?: unknown; localize?: boolean; blank?: string };
    const chosen = new Set((Array.isArray(selected) ? selected : [selected]).map(String));
    const entries = Array.isArray(choices) ? choices.map((choice) => [String(choice.value), choice.label] as const) : Object.entries(choices ?? {});
    const all = blank === undefined ? entries : [["", blank] as const, ...entries];
    const html = all
      .map(([value, label]) => `<option value="${escape(value)}"${chosen.has(value) ? " selected" : ""}>${escape(localize ? i18n.localize(label) : label)}</option>`)
      .join("");
    return new handlebars.SafeString(html);
  });
}

export type BundleWorld = Awaited<ReturnType<typeof bootBundle>>;

export interface BootOptions {
  /** The table's users (the double's GM and one player by default). */
  users?: NetUserSeed[];
  /** Lays more of the double once the boot double is in place and before the bundle is imported (it extends globals at load). */
  beforeImport?: (double: ReturnType<typeof installBootDouble>) => void | Promise<void>;
}

/** Each boot is a page load of its own. */
let boots = 0;

/**
 * Boots a world whose stored `fray.ruleset` is `rulesetId`, in a Foundry of the given profile (the double's v13 or v14,
 * ../foundry-double/profile): import, then init, i18nInit, setup, ready.
 */
export async function bootBundle(rulesetId: string, profile: Profile = activeProfile(), options: BootOptions = {}) {
  const manifest = distManifest();
  const g = globalThis as Record<string, any>;
  installProfile(profile);
  const double = installBootDouble(options.users);
  const deprecations = installDeprecations();
  const hooks = installHooks(double.registered, deprecations);
  const consoleErrors: unknown[][] = [];
  const consoleSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));

  // Settings: a registered setting reads the world's stored value, else its default
  // (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#get); reading or writing one never
  // registered throws '"scope.key" is not a registered game setting' (foundryvtt/foundryvtt#9148).
  const stored = new Map<string, unknown>([[`${manifest.id}.ruleset`, rulesetId]]);
  const configs = new Map<string, SettingConfig>();
  const registered = (id: string) => {
    if (!configs.has(id)) throw new Error(`"${id}" is not a registered game setting`);
    return id;
  };
  const register = g.game.settings.register as (namespace: string, key: string, config: SettingConfig) => void;
  g.game.settings.register = (namespace: string, key: string, config: SettingConfig) => {
    const id = `${namespace}.${key}`;
    configs.set(id, config);
    register(namespace, key, config);
    if (stored.has(id)) double.settings.set(id, stored.get(id));
  };
  g.game.settings.get = (namespace: string, key: string) => {
    settingWarning(namespace, key);
    return double.settings.get(registered(`${namespace}.${key}`));
  };
  // ClientSettings#set stores the value and resolves (same page, #set).
  g.game.settings.set = async (namespace: string, key: string, value: unknown) => {
    double.settings.set(registered(`${namespace}.${key}`), value);
    stored.set(`${namespace}.${key}`, value);
    return value;
  };
  // Core registers its own world setting for square grids' diagonals before any system runs (foundryvtt/foundryvtt#9998).
  configs.set("core.gridDiagonals", { default: 0 });
  double.settings.set("core.gridDiagonals", 0);
  // CONST.GRID_DIAGONALS (https://foundryvtt.com/api/v13/variables/foundry.CONST.GRID_DIAGONALS.html).
  g.CONST = { ...(g.CONST ?? {}), GRID_DIAGONALS: { EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5, ILLEGAL: 6 } };

  // game.i18n from the manifest's language file: localize gives the text, or the key itself when there is none;
  // format fills {name} placeholders (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html).
  const lang = flatLanguage(path.join(DIST, manifest.languages[0]!.path));
  const missingKeys: string[] = [];
  const localize = (key: string) => {
    const text = lang.get(key);
    if (text === undefined) missingKeys.push(key);
    return text ?? key;
  };
  g.game.i18n = {
    lang: manifest.languages[0]!.lang,
    has: (key: string) => lang.has(key),
    localize,
    format: (key: string, data: Record<string, unknown> = {}) => localize(key).replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole)),
  };

  // The world's document collections, loaded before `ready` (https://foundryvtt.com/api/v13/classes/foundry.Game.html): a new world's are empty.
  for (const name of ["actors", "items", "combats", "scenes", "messages"]) g.game[name] = { contents: [], get: () => undefined };

  // Foundry exposes the Handlebars library as a global (dnd5e's module/utils.mjs builds `new Handlebars.SafeString` from it).
  const handlebars = Handlebars.create();
  g.Handlebars = handlebars;
  registerFoundryHelpers(handlebars, g.game.i18n);
  // loadTemplates(paths) fetches each template from the server, compiles it and registers it as a partial named by
  // its path; renderTemplate(path, data) renders one the same way
  // (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.loadTemplates.html, …/renderTemplate.html).
  const loadedTemplates: string[] = [];
  const templateLoads: Promise<unknown>[] = [];
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  const getTemplate = async (serverPath: string) => {
    const cached = compiled.get(serverPath);
    if (cached) return cached;
    const file = distFile(serverPath, manifest.id);
    if (!existsSync(file)) throw new Error(`Failed to load template ${serverPath}: dist has no ${path.relative(ROOT, file)}`);
    const source = readFileSync(file, "utf8");
    // Foundry compiles on load; parsing now makes a broken template fail here and not at first render.
    handlebars.parse(source);
    const template = handlebars.compile(source);
    compiled.set(serverPath, template);
    handlebars.registerPartial(serverPath, template);
    return template;
  };
  const loadTemplates = (paths: string[]) => {
    loadedTemplates.push(...paths);
    const loading = Promise.all(paths.map(getTemplate));
    templateLoads.push(loading.catch((error: unknown) => void consoleErrors.push(["loadTemplates failed", error])));
    return loading;
  };
  const renderTemplate = async (serverPath: string, data: object) => (await getTemplate(serverPath))(data);
  g.foundry.applications.handlebars = { ...g.foundry.applications.handlebars, loadTemplates, renderTemplate, getTemplate };

  installApplicationDouble();

  // Which socket events the bundle listens to (recorded on the network double's socket).
  const socketEvents: string[] = [];
  const socket = double.net.socket;
  const on = socket.on.bind(socket);
  socket.on = (event: string, listener: Parameters<typeof on>[1]) => {
    socketEvents.push(event);
    on(event, listener);
  };

  await options.beforeImport?.(double);
  // Foundry imports each manifest esmodule once per page load; the query string gives each world its own instance.
  // vitest.config.ts hands dist/fray.mjs to Node's own loader (server.deps.external), untransformed, as a browser gets it.
  boots += 1;
  for (const file of manifest.esmodules) await import(/* @vite-ignore */ `${pathToFileURL(path.join(DIST, file)).href}?world=${rulesetId}&profile=${profile}&boot=${boots}`);
  const hookedAtLoad = [...double.registered.hooks];
  // Foundry's start-up order: init, then i18nInit, then setup, then ready
  // (https://foundryvtt.com/api/v13/functions/hookEvents.init.html, hookEvents.i18nInit.html, hookEvents.setup.html, hookEvents.ready.html).
  for (const hook of ["init", "i18nInit", "setup", "ready"]) g.Hooks.callAll(hook);
  await hooks.settle();
  await double.net.settle();
  await Promise.all(templateLoads);

  /** Everything a GM would see go wrong since the world began loading: errors in the console or a notification, deprecation warnings, raw keys. */
  const problems = (): string[] => [
    ...hooks.errors.map(({ hook, error }) => `error in a ${hook} hook: ${String(error instanceof Error ? error.stack : error)}`),
    ...consoleErrors.map((args) => `console.error: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")}`),
    ...double.notices.filter((notice) => notice.level === "error").map((notice) => `error notification: ${notice.message}`),
    ...deprecations.warnings.map((warning) => `deprecation: ${warning.message}`),
    ...missingKeys.map((key) => `no translation for ${key}`),
  ];

  return {
    /** Stops listening to the console (the world's other records stay readable). */
    close: () => consoleSpy.mockRestore(),
    manifest,
    double,
    hooks,
    hookedAtLoad,
    settings: configs,
    setting: (id: string) => double.settings.get(registered(id)),
    loadedTemplates,
    socketEvents,
    handlebars,
    renderTemplate,
    lang,
    problems,
  };
}

/** An embedded collection as a sheet reads it (https://foundryvtt.com/api/v13/classes/foundry.abstract.EmbeddedCollection.html): contents, get by id. */
const emptyCollection = () => ({ contents: [] as unknown[], size: 0, get: (_id: string) => undefined, [Symbol.iterator]: () => [][Symbol.iterator]() });

/** The initial data of a model's spec (typed loosely: inferring a whole spec's type goes too deep for tsc). */
const initialOf = initialData as unknown as (schema: ObjectSpec) => Record<string, unknown>;
const initialSystem = (schema: ObjectSpec): Record<string, unknown> => structuredClone(initialOf(schema));

/**
 * A document a GM has just created and owns, built with the bundle's own data model for its sub-type
 * (CONFIG.<Document>.dataModels) from the initial data of the model's spec. Its `system` is an instance of
 * that model whose `parent` is the document, prepared as Foundry prepares it: base data, then derived data
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html).
 */
export function newDocument(documentName: "Actor" | "Item", type: string) {
  const g = globalThis as Record<string, any>;
  const Model = g.CONFIG[documentName].dataModels[type] as (new () => Record<string, any>) & { typeSpec: { schema: ObjectSpec } };
  const id = `new${type}`.slice(0, 16).padEnd(16, "0");
  const system = Object.assign(new Model(), initialSystem(Model.typeSpec.schema));
  const document = {
    id,
    _id: id,
    uuid: `${documentName}.${id}`,
    documentName,
    name: `New ${type}`,
    type,
    img: "icons/svg/mystery-man.svg",
    isOwner: true,
    flags: {},
    system,
    items: emptyCollection(),
    effects: emptyCollection(),
    statuses: new Set<string>(),
    toObject: () => ({ _id: id, name: `New ${type}`, type, system: initialSystem(Model.typeSpec.schema) }),
  };
  Object.defineProperty(system, "parent", { value: document, enumerable: false });
  system.prepareBaseData?.();
  system.prepareDerivedData?.();
  return document;
}
