/**
 * The shipped bundle boots (issue 23, item 6). Every other test imports src/; this one loads
 * dist/fray.mjs, the minified module Foundry loads, once per ruleset, and runs Foundry's start-up
 * hooks as the GM. It fails on any thrown error, console error, error notification, deprecation
 * warning or untranslated key, and checks what the GM would find: the ruleset's sheets and data
 * models, its settings and statuses, the combat tracker and document classes, the templates. Each world boots in
 * both of the double's profiles (../foundry-double/profile): v13 and v14, whose old shapes warn.
 * `npm test` builds before it runs vitest; run `npm run build` first when running this alone.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../scripts/lib/ruleset-rules";
import type { RulesetRules } from "../../src/core/ruleset/contract";
import { bootBundle, DIST, distFile, distManifest, newDocument, type BundleWorld } from "./world";
import { builtMenus } from "../foundry-double/context-menu";
import { PROFILES } from "../foundry-double/profile";
import { statusEntries } from "../foundry-double/status-effects-config";

const g = globalThis as Record<string, any>;
const RULESET_IDS = ["sides", "teams", "classic", "declared", "factions"] as const;
const rulesOf = (id: string): RulesetRules => RULESET_RULES.find((rules) => rules.id === id)!;
const sorted = (values: Iterable<string>) => [...values].sort();

/** A class extends `Base` somewhere up its prototype chain. */
const extendsClass = (Class: unknown, Base: unknown) => typeof Class === "function" && typeof Base === "function" && Class.prototype instanceof Base;

/** `alternating1` → CONST.GRID_DIAGONALS.ALTERNATING_1, as the ruleset's grid names Foundry's rule. */
const diagonalsConst = (name: string) => g.CONST.GRID_DIAGONALS[name.replace(/(\d)$/, "_$1").toUpperCase()] as number;

describe("the built bundle", () => {
  it("is there to test (npm test builds it first)", () => {
    expect(() => distManifest()).not.toThrow();
  });

  it("is booted below in a world of every ruleset Fray ships", () => {
    expect(sorted(RULESET_IDS)).toEqual(sorted(RULESET_RULES.map((rules) => rules.id)));
  });

  it("names only templates that dist/ ships", () => {
    const { id, esmodules } = distManifest();
    const bundle = esmodules.map((file) => readFileSync(path.join(DIST, file), "utf8")).join("\n");
    const named = new Set(bundle.match(new RegExp(`systems/${id}/templates/[\\w./-]+\\.hbs`, "g")) ?? []);
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((serverPath) => !existsSync(distFile(serverPath, id)))).toEqual([]);
  });
});

const WORLDS = PROFILES.flatMap((profile) => RULESET_IDS.map((rulesetId) => [rulesetId, profile] as const));

describe.each(WORLDS)("a %s world loads the shipped bundle in Foundry %s", (rulesetId, profile) => {
  const rules = rulesOf(rulesetId);
  let world: BundleWorld;
  beforeAll(async () => {
    world = await bootBundle(rulesetId, profile);
  });
  afterAll(() => world?.close());

  it("without an error, an error notification, a deprecation warning or an untranslated key", () => {
    expect(world.problems()).toEqual([]);
  });

  it("keeps the world's ruleset and registers its settings with words for the settings window", () => {
    expect(world.setting("fray.ruleset")).toBe(rulesetId);
    const own = rules.settings.map((setting) => `fray.${setting.key}`);
    // Hidden world marks: the grid's diagonal rule set once, factions' one-time offer to tick old zone Regions.
    const marks = [...(rules.grid ? ["fray.gridDefaults"] : []), ...(rulesetId === "factions" ? ["fray.zonesMarkOffered"] : [])];
    expect(world.double.registered.settings).toEqual(["fray.ruleset", "fray.turnStructure", ...own, ...marks]);
    for (const setting of rules.settings) expect(world.setting(`fray.${setting.key}`), setting.key).toBe(setting.default);
    // Every shipped ruleset can be chosen (a coming one would be labelled FRAY.Ruleset.coming.<id>).
    const choices = world.settings.get("fray.ruleset")!.choices!;
    for (const id of RULESET_IDS) expect(choices[id], id).toBe(`FRAY.Ruleset.${id}`);
    const shown = [...world.settings].filter(([id, config]) => id.startsWith("fray.") && config.config);
    const words = shown.flatMap(([, config]) => [config.name, config.hint, ...Object.values(config.choices ?? {})]);
    expect(words.filter((key) => !world.lang.has(key!))).toEqual([]);
  });

  it("registers one sheet for each of its actor and item types, under a class name that survived minifying", () => {
    for (const documentName of ["Actor", "Item"] as const) {
      const sheets = world.double.registered.sheets.filter((sheet) => sheet.documentName === documentName);
      expect(sorted(sheets.flatMap((sheet) => sheet.types)), documentName).toEqual(sorted(Object.keys(rules.types[documentName])));
      // Foundry ids a sheet `${scope}.${sheetClass.name}` and stores that id on documents (see scripts/build.mjs keepNames).
      for (const { sheetClass } of sheets) expect((sheetClass as { name: string }).name).toMatch(/^[A-Z][A-Za-z]*Sheet$/);
    }
    const names = world.double.registered.sheets.map((sheet) => (sheet.sheetClass as { name: string }).name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("registers a data model for every sub-type the manifest declares, every ruleset's, so no document is dropped", () => {
    for (const documentName of ["Actor", "Item", "ChatMessage"] as const) {
      const models = g.CONFIG[documentName].dataModels as Record<string, unknown>;
      expect(sorted(Object.keys(models)), documentName).toEqual(sorted(Object.keys(world.manifest.documentTypes[documentName] ?? {})));
      for (const [type, Model] of Object.entries(models)) expect(extendsClass(Model, g.foundry.abstract.TypeDataModel), type).toBe(true);
    }
  });

  it("sets Fray's document classes, combat models and combat tracker in CONFIG", () => {
    expect(g.CONFIG.Actor.documentClass.name).toBe("FrayActor");
    expect(g.CONFIG.Item.documentClass.name).toBe("FrayItem");
    expect(extendsClass(g.CONFIG.Actor.documentClass, g.Actor) && extendsClass(g.CONFIG.Item.documentClass, g.Item)).toBe(true);
    expect(g.CONFIG.Combat.documentClass.name).toBe("FrayCombat");
    expect(extendsClass(g.CONFIG.Combat.documentClass, g.Combat)).toBe(true);
    expect(extendsClass(g.CONFIG.Combat.dataModels.base, g.foundry.abstract.TypeDataModel)).toBe(true);
    expect(extendsClass(g.CONFIG.Combatant.dataModels.base, g.foundry.abstract.TypeDataModel)).toBe(true);
    expect(g.CONFIG.ui.combat.name).toBe("FrayCombatTracker");
    expect(extendsClass(g.CONFIG.ui.combat, g.foundry.applications.sidebar.tabs.CombatTracker)).toBe(true);
    expect(Object.values(g.CONFIG.queries).every((handler) => typeof handler === "function")).toBe(true);
  });

  it("adds the ruleset's statuses to core's, each named in the language file; in v14 by id (foundryvtt/foundryvtt#13122)", () => {
    const ids = statusEntries(g.CONFIG.statusEffects).map((status) => status.id);
    expect(ids).toEqual(["dead", ...rules.statuses.map((status) => status.id).filter((id) => id !== "dead")]);
    expect(Array.isArray(g.CONFIG.statusEffects)).toBe(profile === "v13");
    if (profile === "v14") for (const id of ids) expect([id, g.CONFIG.statusEffects[id].id]).toEqual([id, id]);
    expect(rules.statuses.map((status) => status.name).filter((key) => !world.lang.has(key))).toEqual([]);
  });

  it("listens on the system socket, renders chat cards, and lets init run once", () => {
    expect(world.manifest).toMatchObject({ socket: true });
    expect(world.socketEvents).toEqual([`system.${world.manifest.id}`]);
    expect(world.hookedAtLoad).toEqual(["init", "renderSettingsConfig", "preCreateSetting", "preUpdateSetting"]);
    expect(world.double.registered.hooks).toContain("renderChatMessageHTML");
    expect(world.hooks.count("init")).toBe(0);
    expect(Object.keys(world.handlebars.helpers)).toEqual(expect.arrayContaining(["fray-signed", "fray-eq"]));
  });

  it("preloads the shared partials and the ruleset's templates, and every sheet's and the tracker's parts exist and compile", async () => {
    expect(world.loadedTemplates.filter((serverPath) => serverPath.startsWith("systems/fray/templates/shared/"))).toHaveLength(3);
    expect(world.loadedTemplates.length).toBeGreaterThan(3);
    const parts = [...world.double.registered.sheets.map((sheet) => sheet.sheetClass), g.CONFIG.ui.combat].flatMap((Class) =>
      Object.values((Class as { PARTS?: Record<string, { template: string; templates?: string[] }> }).PARTS ?? {}).flatMap((part) => [part.template, ...(part.templates ?? [])]),
    );
    expect(parts.length).toBeGreaterThan(world.double.registered.sheets.length);
    for (const serverPath of parts) await expect(g.foundry.applications.handlebars.getTemplate(serverPath), serverPath).resolves.toBeTypeOf("function");
  });

  it("opens a new document of each of its types in its sheet, every part rendered with its words", async () => {
    for (const { documentName, sheetClass, types } of world.double.registered.sheets) {
      const Sheet = sheetClass as new (options: object) => { render(): Promise<unknown>; rendered: Record<string, string> };
      for (const type of types) {
        const document = newDocument(documentName, type);
        const sheet = new Sheet({ document });
        await sheet.render();
        const parts = Object.entries(sheet.rendered);
        expect(parts.map(([id]) => id), type).toEqual(Object.keys((sheetClass as { PARTS: object }).PARTS));
        expect(parts.map(([, html]) => html).join("\n"), type).toContain(document.name);
      }
    }
    expect(world.problems()).toEqual([]);
  });

  it("shows the GM an empty combat tracker in a world with no fight, its combatant menu in this Foundry's shape", async () => {
    const tracker = new g.CONFIG.ui.combat();
    await tracker.render();
    expect(Object.keys(tracker.rendered)).toEqual(["tracker", "footer"]);
    expect(tracker.rendered.tracker).toMatch(/<\w/);
    // Core builds the rows' menu at first render from the tracker's entries: Fray's alone, core's initiative ones dropped.
    const entries = builtMenus.at(-1)!.menuItems;
    expect(entries.map((entry) => entry.label ?? entry.name)).toEqual(["FRAY.Tracker.Menu.cannotBeSurprised", "FRAY.Tracker.Menu.canBeSurprised"]);
    const shape = profile === "v14" ? ["icon", "label", "onClick", "visible"] : ["callback", "condition", "icon", "name"];
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(shape);
    expect(world.problems()).toEqual([]);
  });

  it("the active GM's ready sets the ruleset's diagonal rule once and says so, or leaves core's alone", () => {
    const notices = world.double.notices.filter((notice) => notice.level === "info").map((notice) => notice.message);
    if (rules.grid) {
      const wanted = diagonalsConst(rules.grid.diagonals);
      expect(world.setting("core.gridDiagonals")).toBe(wanted);
      expect(world.setting("fray.gridDefaults")).toBe(rulesetId);
      const notice = world.lang.get(rules.grid.notice)!.replaceAll("{units}", rules.grid.units);
      // The GM is told when the rule changed from core's (0 here); telling when it did not is allowed, never anything else.
      if (wanted !== 0) expect(notices).toEqual([notice]);
      else expect(notices.filter((message) => message !== notice)).toEqual([]);
    } else {
      expect(world.setting("core.gridDiagonals")).toBe(0);
      expect(notices).toEqual([]);
    }
  });
});

describe("what fails a world (so a quiet boot above means something)", () => {
  it("an error in a hook, the console or a notification, a deprecated global or hook, an untranslated key", async () => {
    const world = await bootBundle("sides");
    expect(world.problems()).toEqual([]);
    let later = false;
    g.Hooks.once("fray.alarm", () => {
      throw new Error("thrown in a hook");
    });
    g.Hooks.once("fray.alarm", () => void (later = true));
    g.Hooks.once("fray.alarm", async () => Promise.reject(new Error("rejected in a hook")));
    g.Hooks.callAll("fray.alarm");
    await world.hooks.settle();
    console.error("Fray | something broke");
    g.ui.notifications.error("FRAY.Something.broke");
    void g.loadTemplates;
    g.Hooks.on("renderChatMessage", () => undefined);
    g.game.i18n.localize("FRAY.No.Such.Key");
    world.close();
    expect(later).toBe(true);
    const problems = world.problems();
    expect(problems).toHaveLength(7);
    expect(problems.join("\n")).toMatch(/thrown in a hook[\s\S]*rejected in a hook[\s\S]*something broke[\s\S]*FRAY.Something.broke[\s\S]*global "loadTemplates"[\s\S]*renderChatMessage hook is deprecated[\s\S]*FRAY.No.Such.Key/);
  });
});
