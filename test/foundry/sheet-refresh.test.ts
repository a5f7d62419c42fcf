import { describe, expect, it } from "vitest";

// Hooks.on(name, fn) registers fn for that event (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html#on).
const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
(globalThis as Record<string, unknown>).Hooks = { on: (name: string, fn: (...args: unknown[]) => void) => handlers.set(name, [...(handlers.get(name) ?? []), fn]) };
const { registerSheetRefresh } = await import("../../src/foundry/combat/sheet-refresh");

function combatant(open: boolean) {
  const sheet = { rendered: open, renders: 0, render() { this.renders += 1; } };
  return { actor: { sheet } };
}

describe("open character sheets follow the fight", () => {
  registerSheetRefresh();
  const fire = (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((fn) => fn(...args));

  it("a change to the combat redraws every open sheet of its fighters, and leaves closed ones closed", () => {
    const open = combatant(true);
    const closed = combatant(false);
    fire("updateCombat", { combatants: { contents: [open, closed] } });
    expect([open.actor.sheet.renders, closed.actor.sheet.renders]).toEqual([1, 0]);
  });

  it("joining, leaving or a change to one fighter redraws that fighter's sheet", () => {
    const fighter = combatant(true);
    for (const event of ["createCombatant", "updateCombatant", "deleteCombatant"]) fire(event, fighter);
    fire("deleteCombat", { combatants: { contents: [fighter] } });
    expect(fighter.actor.sheet.renders).toBe(4);
  });
});
