/**
 * Fray's context-menu entries in the shape the running Foundry reads: v13's name/condition/callback
 * (https://foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html) or v14's label/visible/onClick(event,
 * target) (as v14 systems write them: MetaMorphic-Digital/draw-steel src/module/applications/sheets/actor-sheet.mjs),
 * read from core's own entries.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { coreUsesV14Menus, shapedEntries, type MenuEntry } from "../../src/foundry/context-menu";
import { ContextMenu, coreCombatantEntries } from "../foundry-double/context-menu";
import { installDeprecations } from "../foundry-double/deprecations";
import { installProfile, PROFILES } from "../foundry-double/profile";

type Plain = Record<string, any>;
const g = globalThis as Plain;
const ran: string[] = [];
const row = { dataset: { combatantId: "maren" } } as unknown as HTMLElement;
const entry: MenuEntry = { label: "FRAY.Tracker.Menu.cannotBeSurprised", icon: "<i></i>", visible: (li) => li.dataset.combatantId === "maren", run: (li) => ran.push(li.dataset.combatantId ?? "") };

afterEach(() => {
  ran.length = 0;
  delete g.game;
});

describe("which shape core's menus are in", () => {
  it("v13's entries carry name, condition and callback; v14's label, visible and onClick", () => {
    expect(coreUsesV14Menus([{ name: "COMBAT.CombatantUpdate", icon: "", condition: () => true, callback: () => undefined }])).toBe(false);
    expect(coreUsesV14Menus([{ label: "COMBATANT.ACTIONS.Update", icon: "", visible: () => true, onClick: () => undefined }])).toBe(true);
    expect(coreUsesV14Menus([{ label: "COMBATANT.ACTIONS.Ping" }])).toBe(true);
  });

  it("with no core entry to read, the release generation says (https://foundryvtt.com/api/v13/classes/foundry.Game.html#release)", () => {
    g.game = { release: { generation: 14 } };
    expect(coreUsesV14Menus([])).toBe(true);
    g.game = { release: { generation: 13 } };
    expect(coreUsesV14Menus([])).toBe(false);
  });
});

describe("an entry written once", () => {
  it("in v13's shape: shown by condition(li), run by callback(li)", () => {
    const [shaped] = shapedEntries([entry], false) as Plain[];
    expect(Object.keys(shaped!).sort()).toEqual(["callback", "condition", "icon", "name"]);
    expect(shaped!.name).toBe("FRAY.Tracker.Menu.cannotBeSurprised");
    expect(shaped!.condition(row)).toBe(true);
    shaped!.callback(row);
    expect(ran).toEqual(["maren"]);
  });

  it("in v14's shape: shown by visible(target), run by onClick(event, target) with the element it was opened on", () => {
    const [shaped] = shapedEntries([entry], true) as Plain[];
    expect(Object.keys(shaped!).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    expect(shaped!.label).toBe("FRAY.Tracker.Menu.cannotBeSurprised");
    expect(shaped!.visible({ dataset: { combatantId: "ogre" } })).toBe(false);
    shaped!.onClick(new Event("click"), row);
    expect(ran).toEqual(["maren"]);
  });
});

describe.each(PROFILES)("under the double's %s profile", (profile) => {
  beforeAll(() => {
    installProfile(profile);
  });

  it("reads the shape from core's own entries, or from the release generation when core hands over none", () => {
    expect(coreUsesV14Menus(coreCombatantEntries())).toBe(profile === "v14");
    installProfile(profile); // lays game.release again: each test's afterEach takes `game` away
    expect(coreUsesV14Menus([])).toBe(profile === "v14");
  });

  it("hands core entries in its shape: no deprecation warning, and an entry runs on the element it was opened on", () => {
    const { warnings } = installDeprecations();
    const shaped = shapedEntries([entry], coreUsesV14Menus(coreCombatantEntries())) as Plain[];
    const menu = new ContextMenu(null, "li", [...coreCombatantEntries(), ...shaped]);
    expect(warnings).toEqual([]);
    const ours = menu.menuItems.at(-1)!;
    expect(Object.keys(ours).sort()).toEqual(profile === "v14" ? ["icon", "label", "onClick", "visible"] : ["callback", "condition", "icon", "name"]);
    if (profile === "v14") (ours.onClick as (event: Event, target: HTMLElement) => void)(new Event("click"), row);
    else (ours.callback as (li: HTMLElement) => void)(row);
    expect(ran).toEqual(["maren"]);
  });
});
