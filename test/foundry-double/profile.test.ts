/** The double's v13 and v14 profiles give what each Foundry's public sources say (sources in ./profile and the files it names). */
import { beforeEach, describe, expect, it } from "vitest";
import { installApplicationDouble } from "./applications";
import { installCombatDouble } from "./combat";
import { installDeprecations, type Deprecations } from "./deprecations";
import { installFoundryDouble } from "./globals";
import { applyUpdate } from "./merge";
import { ForcedDeletion, ForcedReplacement, writeForms } from "./operators";
import { installProfile, PROFILES } from "./profile";
import { statusEntries } from "./status-effects-config";

const g = globalThis as Record<string, any>;
const { settings } = installFoundryDouble();
const { recorded } = installCombatDouble([{ id: "gm", isGM: true }, { id: "p1", isGM: false }], []);
const { CombatTracker, builtMenus } = installApplicationDouble();
// The tracker's parts render through renderTemplate (foundry.applications.handlebars); none here.
g.foundry.applications.handlebars = { renderTemplate: async () => "" };
let deprecations: Deprecations;

beforeEach(() => {
  deprecations = installDeprecations();
  recorded.messages.length = 0;
  settings.clear();
});

const warnings = () => deprecations.warnings.map((warning) => warning.message);
const roll = async (options: object, whisper: string[] = []) => {
  const r = new g.foundry.dice.Roll("1d20");
  await r.evaluate();
  await r.toMessage({ whisper }, options);
  return recorded.messages.at(-1)!;
};

describe("the v13 profile (the default)", () => {
  beforeEach(() => {
    installProfile("v13");
  });

  it("is generation 13, with core's statuses in a list, no message modes and no operators", () => {
    g.CONFIG.statusEffects = { dead: { id: "dead" } };
    installProfile("v13");
    expect(g.game.release.generation).toBe(13);
    expect(g.CONFIG.statusEffects).toEqual([{ id: "dead" }]);
    expect(g.CONFIG.ChatMessage?.modes).toBeUndefined();
    expect([g.foundry.data?.operators, g._replace, g._del]).toEqual([undefined, undefined, undefined]);
  });

  it("applies the v13 roll modes: gmroll whispers the GMs, publicroll clears the whisper, the setting decides when none is passed", async () => {
    expect(await roll({ rollMode: "gmroll" })).toMatchObject({ whisper: ["gm"], mode: "gm" });
    expect(await roll({ rollMode: "publicroll" }, ["p1"])).toMatchObject({ whisper: [], mode: "public" });
    settings.set("core.rollMode", "selfroll");
    expect((await roll({})).mode).toBe("self");
    expect(warnings()).toEqual([]);
  });

  it("merges ==/-= keys without a word", () => {
    const doc: Record<string, any> = { system: { state: { a: 1, b: 2 }, gone: 1 } };
    applyUpdate(doc, { "system.==state": { a: 3 }, "system.-=gone": null });
    expect(doc).toEqual({ system: { state: { a: 3 } } });
    expect(warnings()).toEqual([]);
  });

  it("hands over core's combatant entries in v13's shape and takes v14's without a word", async () => {
    const tracker = new CombatTracker();
    expect((tracker._getEntryContextOptions() as Record<string, unknown>[]).map((entry) => entry.name)).toEqual(["COMBAT.CombatantClear", "COMBAT.CombatantReroll"]);
    await tracker.render();
    expect(builtMenus.at(-1)!.menuItems.every((entry) => typeof entry.callback === "function" && typeof entry.condition === "function")).toBe(true);
    expect(warnings()).toEqual([]);
  });
});

describe("the v14 profile", () => {
  beforeEach(() => {
    installProfile("v14");
  });

  it("is generation 14 and keys core's statuses by id; using them as the old list still works and warns", () => {
    g.CONFIG.statusEffects = [{ id: "dead" }, { id: "prone" }];
    installProfile("v14");
    expect(g.game.release.generation).toBe(14);
    expect(Array.isArray(g.CONFIG.statusEffects)).toBe(false);
    expect(Object.keys(g.CONFIG.statusEffects)).toEqual(["dead", "prone"]);
    expect(g.CONFIG.statusEffects.prone).toEqual({ id: "prone" });
    expect(warnings()).toEqual([]);
    expect(g.CONFIG.statusEffects.find((status: { id: string }) => status.id === "prone")).toEqual({ id: "prone" });
    g.CONFIG.statusEffects.push({ id: "grappled" });
    expect(statusEntries(g.CONFIG.statusEffects).map((status) => status.id)).toEqual(["dead", "prone", "grappled"]);
    expect(warnings()).toHaveLength(2);
  });

  it("has CONFIG.ChatMessage.modes keyed public, gm, blind, self and applies them, read from core.messageMode by default", async () => {
    expect(Object.keys(g.CONFIG.ChatMessage.modes)).toEqual(expect.arrayContaining(["public", "gm", "blind", "self"]));
    expect(await roll({ messageMode: "gm" })).toMatchObject({ whisper: ["gm"], mode: "gm" });
    expect(await roll({ messageMode: "public" }, ["p1"])).toMatchObject({ whisper: [], mode: "public" });
    settings.set("core.messageMode", "blind");
    expect((await roll({})).mode).toBe("blind");
    expect(warnings()).toEqual([]);
  });

  it("still applies a v13 mode name and the rollMode option, each with a deprecation warning; reading core.rollMode warns too", async () => {
    expect(await roll({ messageMode: "gmroll" })).toMatchObject({ whisper: ["gm"], mode: "gm" });
    expect(await roll({ rollMode: "public" })).toMatchObject({ whisper: [], mode: "public" });
    g.game.settings.get("core", "rollMode");
    expect(warnings()).toEqual([
      'The roll mode "gmroll" is a v13 name: pass "gm", a key of CONFIG.ChatMessage.modes',
      "The rollMode option of Roll#toMessage is deprecated in favor of messageMode, a string value in CONFIG.ChatMessage.modes",
      "The `core.rollMode` client setting is deprecated in favor of `core.messageMode`",
    ]);
  });

  it("has the operators and their globals, and the merge applies them", () => {
    const { ForcedReplacement: Replace, ForcedDeletion: Delete } = g.foundry.data.operators;
    expect([Replace, Delete]).toEqual([ForcedReplacement, ForcedDeletion]);
    const doc: Record<string, any> = { system: { state: { a: 1, b: 2 }, gone: 1, kept: 1 } };
    applyUpdate(doc, { system: { state: Replace.create({ a: 3 }), gone: Delete.create() } });
    expect(doc).toEqual({ system: { state: { a: 3 }, kept: 1 } });
    applyUpdate(doc, { "system.state": g._replace({ c: 4 }), "system.kept": g._del });
    expect(doc).toEqual({ system: { state: { c: 4 } } });
    expect(writeForms({ system: { state: g._replace({}) }, "flags.-=x": null })).toEqual({ operators: ["system.state"], legacyKeys: ["flags.-=x"] });
    expect(warnings()).toEqual([]);
  });

  it("still applies ==/-= keys, each with v14's legacy-syntax warning", () => {
    const doc: Record<string, any> = { system: { state: { a: 1, b: 2 }, gone: 1 } };
    applyUpdate(doc, { "system.==state": { a: 3 }, "system.-=gone": null });
    expect(doc).toEqual({ system: { state: { a: 3 } } });
    expect(warnings()).toEqual([
      'You are specifying a forced deletion or replacement key "==state" using legacy syntax which should be migrated to instead pass {state: foundry.data.operators.ForcedReplacement}',
      'You are specifying a forced deletion or replacement key "-=gone" using legacy syntax which should be migrated to instead pass {gone: foundry.data.operators.ForcedDeletion}',
    ]);
  });

  it("hands over core's combatant entries in v14's shape, and warns about an old-shaped entry given to core", async () => {
    const tracker = new CombatTracker();
    expect((tracker._getEntryContextOptions() as Record<string, unknown>[]).map((entry) => entry.label)).toEqual(["COMBATANT.ACTIONS.Clear", "COMBATANT.ACTIONS.Reroll"]);
    await tracker.render();
    expect(warnings()).toEqual([]);
    new g.foundry.applications.ux.ContextMenu(null, "li", [{ name: "Old", icon: "", condition: () => true, callback: () => undefined }]);
    expect(warnings()).toEqual(["name", "condition", "callback"].map((field) => expect.stringMatching(new RegExp(`^ContextMenuEntry#${field} `))));
  });
});

describe("the switch", () => {
  it("is one: the profiles are v13 and v14, and installing one flips every piece", () => {
    expect(PROFILES).toEqual(["v13", "v14"]);
    installProfile("v14");
    installProfile("v13");
    expect([g.game.release.generation, g.CONFIG.ChatMessage?.modes, g._del]).toEqual([13, undefined, undefined]);
  });
});
