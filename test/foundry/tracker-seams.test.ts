import { beforeAll, describe, expect, it } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../foundry-double/combat";
import { installApplicationDouble } from "../foundry-double/applications";
import { installDeprecations } from "../foundry-double/deprecations";
import { installProfile, PROFILES } from "../foundry-double/profile";
import { compileTemplate } from "../support/render-sheet";

const { notices } = installFoundryDouble();
const { recorded, combats, net } = installCombatDouble([{ id: "gm", isGM: true }, { id: "p1", isGM: false }], []);
const { builtMenus } = installApplicationDouble();
const { withoutCoreInitiative } = await import("../../src/foundry/combat/tracker-menu");
const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");
const { FrayCombatTracker } = await import("../../src/foundry/combat/fray-combat-tracker");

describe("the tracker where it meets core's", () => {
  it("drops core's clear and reroll initiative entries by their v13 and v14 names, keeping the rest", () => {
    const core = [
      { name: "COMBAT.CombatantUpdate" }, { name: "COMBAT.CombatantClear" }, { name: "COMBAT.CombatantReroll" },
      { label: "COMBATANT.ACTIONS.Clear" }, { label: "COMBATANT.ACTIONS.Reroll" }, { name: "COMBAT.CombatantRemove" },
    ];
    expect(withoutCoreInitiative(core)).toEqual([{ name: "COMBAT.CombatantUpdate" }, { name: "COMBAT.CombatantRemove" }]);
  });

  it("core's roll-all, roll-NPCs and reset buttons change nothing and say that Fray rolls", async () => {
    (globalThis as Record<string, any>).ui.notifications.info = (message: string) => void notices.push({ level: "info", message });
    const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [{ id: "maren", name: "Maren", group: null, owners: ["p1"] }], [], recorded);
    combats.set("combat1", combat);
    for (const press of ["rollAll", "rollNPC", "resetAll", "rollInitiative"]) expect(await combat[press]()).toBe(combat);
    expect(combat.updates).toEqual([]);
    expect(notices.filter((n) => n.message === "FRAY.Tracker.initiativeByFray")).toHaveLength(4);
  });

  it("a row keeps core's activateCombatant action and combatant class, so a click pans to the token", () => {
    const html = compileTemplate("systems/fray/templates/combat/fighter.hbs")({ id: "maren", name: "Maren", status: "ready", statusLabel: "FRAY.Tracker.Status.ready", buttons: [], economy: [] });
    expect(html).toMatch(/<li class="combatant [^"]*" data-combatant-id="maren" data-action="activateCombatant">/);
  });
});

describe.each(PROFILES)("the combatant menu under the %s profile", (profile) => {
  beforeAll(() => {
    installProfile(profile);
  });

  it("drops core's initiative entries and hands core Fray's in core's shape, which core takes without a deprecation warning", async () => {
    const { warnings } = installDeprecations();
    const g = globalThis as Record<string, any>;
    const combat = makeCombat(FrayCombat as never, FrayCombatData as never, [{ id: "maren", name: "Maren", group: null, owners: ["p1"] }], [], recorded);
    g.game.combat = combat;
    net.actAs("gm");
    const tracker = new FrayCombatTracker() as unknown as { _onFirstRender(context: object, options: object): Promise<void> };
    await tracker._onFirstRender({}, {});
    const entries = builtMenus.at(-1)!.menuItems;
    expect(entries.map((entry) => entry.label ?? entry.name)).toEqual(["FRAY.Tracker.Menu.cannotBeSurprised", "FRAY.Tracker.Menu.canBeSurprised"]);
    const shape = profile === "v14" ? ["icon", "label", "onClick", "visible"] : ["callback", "condition", "icon", "name"];
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(shape);
    const row = { dataset: { combatantId: "maren" } } as unknown as HTMLElement;
    const shown = entries.map((entry) => (profile === "v14" ? (entry.visible as (target: HTMLElement) => boolean)(row) : (entry.condition as (li: HTMLElement) => boolean)(row)));
    expect(shown).toEqual([true, false]);
    expect(warnings).toEqual([]);
    delete g.game.combat;
  });
});
