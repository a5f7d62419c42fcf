import { beforeEach, describe, expect, it, vi } from "vitest";
import { installBootDouble } from "../../../../foundry-double/boot";

type Listener = (...args: any[]) => unknown;
const g = globalThis as Record<string, any>;
/** Each time the GM was asked to reload, with the options asked. */
const reloads: unknown[] = [];

/** A world booted with `rulesetId` selected: Fray's init as src/fray.ts runs it, then `ready`. */
async function boot(rulesetId: string, stored: Record<string, unknown> = {}) {
  vi.resetModules();
  const double = installBootDouble();
  const listeners = new Map<string, Listener[]>();
  // Hooks.on / Hooks.once keep the callback; Hooks.call runs them (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html).
  g.Hooks = {
    on: (name: string, fn: Listener) => void listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    once: (name: string, fn: Listener) => void listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    callAll: (name: string, ...args: unknown[]) => (listeners.get(name) ?? []).forEach((fn) => fn(...args)),
  };
  // CONST.GRID_DIAGONALS (https://foundryvtt.com/api/v13/variables/foundry.CONST.GRID_DIAGONALS.html).
  g.CONST = { GRID_DIAGONALS: { EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5, ILLEGAL: 6 } };
  // ClientSettings#set stores a world setting's value (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#set).
  g.game.settings.set = async (namespace: string, key: string, value: unknown) => void double.settings.set(`${namespace}.${key}`, value);
  // The GM asked to reload every client (https://foundryvtt.com/api/v13/classes/foundry.applications.settings.SettingsConfig.html#reloadconfirm).
  g.foundry.applications.settings = { SettingsConfig: { reloadConfirm: async (options: unknown) => void reloads.push(options) } };
  reloads.length = 0;
  g.game.i18n = { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`, localize: (key: string) => key };
  const { RULESETS } = await import("../../../../../src/rulesets");
  const { useRulesets } = await import("../../../../../src/foundry/active-ruleset");
  const { registerSettings } = await import("../../../../../src/foundry/settings");
  const { registerRulesets } = await import("../../../../../src/foundry/register");
  useRulesets(RULESETS.rules());
  registerSettings();
  double.settings.set("fray.ruleset", rulesetId);
  registerRulesets(RULESETS);
  for (const [key, value] of Object.entries(stored)) double.settings.set(key, value);
  g.Hooks.callAll("ready");
  await new Promise((resolve) => setTimeout(resolve, 0));
  return double;
}

/** A new scene as preCreateScene hands it over: its creation data, and updateSource writing into it. */
function createScene(data: Record<string, any>) {
  const source = structuredClone(data);
  const scene = {
    updateSource(changes: Record<string, unknown>) {
      for (const [path, value] of Object.entries(changes)) {
        const [head, tail] = path.split(".") as [string, string];
        source[head] = { ...(source[head] ?? {}), [tail]: value };
      }
    },
  };
  g.Hooks.callAll("preCreateScene", scene, data, {}, "gm");
  return source;
}

describe("a teams world measures in metres, every second diagonal counting 2 m", () => {
  let double: Awaited<ReturnType<typeof boot>>;
  beforeEach(async () => {
    double = await boot("teams");
  });

  it("a new scene the GM creates gets 1 m squares", () => {
    expect(createScene({ name: "The goblin camp" }).grid).toEqual({ distance: 1, units: "m" });
  });

  it("a scene that says its own square size or units keeps them (an imported battle map)", () => {
    expect(createScene({ name: "Imported", grid: { distance: 5, units: "ft" } }).grid).toEqual({ distance: 5, units: "ft" });
    expect(createScene({ name: "Half", grid: { distance: 2 } }).grid).toEqual({ distance: 2, units: "m" });
  });

  it("the first time the GM loads the world its diagonal rule becomes alternating (1, 2, 1 …), the GM is told, and asked to reload every client (core reads the rule at load)", () => {
    expect(double.settings.get("core.gridDiagonals")).toBe(4);
    expect(double.notices.map((n) => n.message)).toEqual(['FRAY.Teams.Grid.diagonalsSet {"units":"m"}']);
    expect(reloads).toEqual([{ world: true }]);
  });
});

describe("the diagonal rule is set once per world", () => {
  it("a GM who chose another rule later keeps it at the next load", async () => {
    const double = await boot("teams", { "fray.gridDefaults": "teams", "core.gridDiagonals": 0 });
    expect(double.settings.get("core.gridDiagonals")).toBe(0);
    expect(double.notices).toEqual([]);
    expect(reloads).toEqual([]);
  });

  it("a world already measuring that way is only marked: no notice, no reload", async () => {
    const double = await boot("teams", { "core.gridDiagonals": 4 });
    expect(double.settings.get("fray.gridDefaults")).toBe("teams");
    expect(double.notices).toEqual([]);
    expect(reloads).toEqual([]);
  });
});

describe("a sides world keeps the manifest's grid", () => {
  it("new scenes are left alone and the diagonal rule is never touched", async () => {
    const double = await boot("sides");
    expect(createScene({ name: "Crypt" }).grid).toBeUndefined();
    expect(double.settings.has("core.gridDiagonals")).toBe(false);
    expect(double.settings.has("fray.gridDefaults")).toBe(false);
  });
});
