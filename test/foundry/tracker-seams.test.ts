import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../foundry-double/globals";
import { installCombatDouble, makeCombat } from "../foundry-double/combat";
import { compileTemplate } from "../support/render-sheet";

const { notices } = installFoundryDouble();
const { recorded, combats } = installCombatDouble([{ id: "gm", isGM: true }, { id: "p1", isGM: false }], []);
const { withoutCoreInitiative } = await import("../../src/foundry/combat/tracker-menu");
const { FrayCombat } = await import("../../src/foundry/combat/fray-combat");
const { FrayCombatData } = await import("../../src/foundry/combat/combat-model");

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
