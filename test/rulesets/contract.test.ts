/**
 * The ruleset contract, run over every registered ruleset and over `quiet`, an empty ruleset that
 * exists only here: one folder (test/rulesets/quiet) and one registry line make it a ruleset a
 * world can select, with its own sheets, statuses, settings and commands, and none of sides'.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../foundry-double/boot";
import { RULESET_RULES } from "../../scripts/lib/ruleset-rules";
import { initialData } from "../../src/core/schema/spec";
import { validateData } from "../../src/core/schema/validate";
import { conditionIntent } from "../../src/core/turns/status-conditions";
import { flatLang, ROOT } from "../support/lang";

type Booted = Awaited<ReturnType<typeof boot>>;

/** A fresh world: modules loaded anew (so no command is left registered), then Fray's init with `rulesetId` selected. */
async function boot(rulesetId: string, quietCommand = "quietPing") {
  vi.resetModules();
  const double = installBootDouble();
  const { RULESETS } = await import("../../src/rulesets");
  const { quiet, quietOptions } = await import("./quiet/definition");
  const { rulesetRegistry } = await import("../../src/foundry/ruleset-registry");
  const { useRulesets, activeRules } = await import("../../src/foundry/active-ruleset");
  const { registerSettings } = await import("../../src/foundry/settings");
  const { registerRulesets } = await import("../../src/foundry/register");
  const { runCommand } = await import("../../src/foundry/channel/gm-handlers");
  const { FrayActor } = await import("../../src/foundry/documents");
  quietOptions.commandKind = quietCommand;
  const registry = rulesetRegistry([...RULESETS.all, quiet]); // the one line that adds a ruleset
  useRulesets(registry.rules());
  registerSettings();
  double.settings.set("fray.ruleset", rulesetId);
  const registering = () => registerRulesets(registry);
  return { double, registry, registering, activeRules, runCommand, FrayActor, shipped: RULESETS };
}

const g = globalThis as Record<string, any>;
const statusIds = () => (g.CONFIG.statusEffects as { id: string }[]).map((status) => status.id);
const sheetTypes = (world: Booted) => world.double.registered.sheets.flatMap((sheet) => sheet.types);

describe("a world that selects the quiet ruleset", () => {
  let world: Booted;
  beforeEach(async () => {
    world = await boot("quiet");
    world.registering();
  });

  it("gets the quiet sheet and none of sides'", () => {
    expect(sheetTypes(world)).toEqual(["quietHero"]);
  });

  it("shows the quiet statuses on tokens and none of sides'", () => {
    expect(statusIds()).toEqual(["dead", "quietHush"]);
  });

  it("has the quiet settings and not sides' morale rule", () => {
    expect(world.double.registered.settings).toEqual(["fray.ruleset", "fray.turnStructure", "fray.quietVolume"]);
    expect(world.double.settings.get("fray.quietVolume")).toBe("low");
  });

  it("answers the quiet commands, and refuses sides' as unknown", async () => {
    expect(await world.runCommand("quietPing", {}, "gm")).toEqual({ ok: true });
    expect(await world.runCommand("sidesAttack", {}, "gm")).toEqual({ ok: false, reason: "FRAY.Channel.unknown" });
    expect(world.double.registered.hooks).toEqual(["renderChatMessageHTML"]);
  });

  it("offers only quiet actors in Create Actor, yet keeps every ruleset's data models so no document is dropped", async () => {
    const shown = (await world.FrayActor.createDialog({}, {}, {})) as unknown as { dialogOptions: { types: string[] } };
    expect(shown.dialogOptions.types).toEqual(["quietHero"]);
    const shipped = (documentName: "Actor" | "ChatMessage") => RULESET_RULES.flatMap((rules) => Object.keys(rules.types[documentName] ?? {}));
    // Registry order (the default ruleset first) need not be the folders' alphabetical order.
    expect(Object.keys(g.CONFIG.Actor.dataModels).sort()).toEqual([...shipped("Actor"), "quietHero"].sort());
    expect(Object.keys(g.CONFIG.Actor.dataModels)).toEqual(expect.arrayContaining(["sidesCharacter", "teamsCharacter"]));
    // Shipped rulesets' chat cards stay readable in a quiet world (old messages never lose their data).
    expect(Object.keys(g.CONFIG.ChatMessage.dataModels)).toEqual(expect.arrayContaining(["sidesAttack", "sidesManeuver", "sidesOpportunity"]));
    expect(Object.keys(g.CONFIG.ChatMessage.dataModels).sort()).toEqual(shipped("ChatMessage").sort());
  });

  it("runs its own turn structure and reads its own statuses in the tracker", () => {
    expect(world.activeRules().turnStructure).toBe("individual");
    expect(conditionIntent(world.activeRules().statuses, "c", new Set(["quietHush"]))).toEqual({ kind: "fallUnconscious", combatantId: "c" });
    expect(conditionIntent(world.activeRules().statuses, "c", new Set(["mortallyWounded"]))).toEqual({ kind: "recover", combatantId: "c" });
  });
});

describe("a world that selects sides", () => {
  it("gets sides' sheets, statuses and settings and none of quiet's", async () => {
    const world = await boot("sides");
    world.registering();
    expect(sheetTypes(world)).toEqual(["sidesCharacter", "sidesMonster", "sidesWeapon", "sidesArmour", "sidesShield", "sidesGear"]);
    expect(statusIds()).toEqual(["dead", "mortallyWounded", "unconscious", "prone", "grappled", "totalDefense"]);
    expect(world.double.registered.settings).toEqual(["fray.ruleset", "fray.turnStructure", "fray.sidesMorale"]);
    expect(await world.runCommand("quietPing", {}, "gm")).toEqual({ ok: false, reason: "FRAY.Channel.unknown" });
  });
});

describe("the contract refuses a ruleset that could collide with another", () => {
  it("a command named outside the ruleset's id fails at init, naming the ruleset", async () => {
    const world = await boot("quiet", "sidesAttack");
    expect(world.registering).toThrow(/ruleset "quiet" may only register GM handlers starting with its id/);
  });

  it("a ruleset registered twice, or one whose types and settings lack its id", async () => {
    const { rulesetRegistry } = await import("../../src/foundry/ruleset-registry");
    const { quiet } = await import("./quiet/definition");
    const { SIDES_ROUND: sidesRound } = await import("../../src/rulesets/sides/schema/round");
    expect(() => rulesetRegistry([quiet, quiet])).toThrow(/"quiet" is registered twice/);
    const loud = { ...quiet, rules: { ...quiet.rules, settings: [{ ...quiet.rules.settings[0]!, key: "volume" }] } };
    expect(() => rulesetRegistry([loud])).toThrow(/setting "volume" must start with "quiet"/);
    const borrowed = { ...quiet, rules: { ...quiet.rules, roundState: { ...sidesRound } } };
    expect(() => rulesetRegistry([borrowed])).toThrow(/round state is kept under "sides", not "quiet"/);
    const stray = { ...quiet, rules: { ...quiet.rules, types: { Actor: { hero: quiet.rules.types.Actor.quietHero }, Item: {} } } };
    expect(() => rulesetRegistry([stray])).toThrow(/Actor type "hero" must start with "quiet"/);
    const gridless = { ...quiet, rules: { ...quiet.rules, grid: { distance: 0, units: "", diagonals: "exact" as const, notice: "" } } };
    expect(() => rulesetRegistry([gridless])).toThrow(/grid squares need a size above 0 and units/);
  });
});

describe("every ruleset Fray ships keeps the contract", async () => {
  const world = await boot("sides");
  const lang = flatLang();

  it("every ruleset folder is in the one registry, and nothing else is", () => {
    expect(world.shipped.all.map((ruleset) => ruleset.rules.id).sort()).toEqual(RULESET_RULES.map((rules) => rules.id).sort());
  });

  for (const ruleset of world.shipped.all) {
    const { rules } = ruleset;
    describe(rules.id, () => {
      it("each document type has a model and a sheet, and its new data validates against its spec", () => {
        for (const documentName of ["Actor", "Item"] as const) {
          for (const [type, typeSpec] of Object.entries(rules.types[documentName])) {
            expect(ruleset.models[documentName][type], type).toBeDefined();
            expect(ruleset.sheets.some((sheet) => sheet.documentName === documentName && sheet.types.includes(type)), type).toBe(true);
            expect(validateData(typeSpec.schema, initialData(typeSpec.schema)), type).toEqual([]);
          }
        }
      });

      it("each chat card type has a model, and its new record validates against its spec", () => {
        for (const [type, typeSpec] of Object.entries(rules.types.ChatMessage ?? {})) {
          expect(ruleset.models.ChatMessage?.[type], type).toBeDefined();
          expect(validateData(typeSpec.schema, initialData(typeSpec.schema)), type).toEqual([]);
        }
      });

      it("its round state, if it keeps one, is under its own id and starts valid", () => {
        if (!rules.roundState) return;
        expect(rules.roundState.ruleset).toBe(rules.id);
        expect(validateData(rules.roundState.schema, initialData(rules.roundState.schema))).toEqual([]);
      });

      it("its statuses tell the turn engines when someone is defeated and when someone goes down", () => {
        const meanings = new Set(rules.statuses.map((status) => status.turn));
        expect(meanings.has("defeated") && (meanings.has("down") || meanings.has("dying"))).toBe(true);
      });

      it("every name it shows is in the language file", () => {
        const keys = [
          ...rules.statuses.map((status) => status.name),
          ...rules.settings.flatMap((setting) => [setting.name, setting.hint, ...Object.values(setting.choices)]),
          ...rules.declaredActions.map((action) => action.label),
          ...ruleset.sheets.map((sheet) => sheet.label),
        ];
        for (const key of keys) expect(lang.has(key), key).toBe(true);
      });

      it("its templates exist and compile", () => {
        for (const template of ruleset.templates) {
          const file = path.join(ROOT, template.replace(/^systems\/fray\//, ""));
          expect(existsSync(file), template).toBe(true);
          expect(() => Handlebars.precompile(readFileSync(file, "utf8")), template).not.toThrow();
        }
      });
    });
  }
});
