/** The sheet's round panel shows only while its creature is in a started fight, from the budget stored for its combatant. */
import { describe, expect, it, vi } from "vitest";

type Plain = Record<string, unknown>;
const fight = vi.hoisted(() => ({ found: null as { combat: { started: boolean }; combatant: Plain } | null, stored: null as unknown }));
vi.mock("../../../../src/foundry/actors/combatant-of", () => ({ combatantOf: () => fight.found }));
vi.mock("../../../../src/foundry/combat/round-budget", () => ({ storedEconomy: () => fight.stored }));

const { classicBudgetInFight } = await import("../../../../src/rulesets/classic/sheets/economy-situation");
const { classicEconomy } = await import("../../../../src/rulesets/classic/rules/actions/budget");
const actor = {} as Actor.Implementation;

describe("the classic sheet's budget in the fight being viewed", () => {
  it("none outside a fight, nor before the GM starts it", () => {
    fight.found = null;
    expect(classicBudgetInFight(actor)).toBeNull();
    fight.found = { combat: { started: false }, combatant: {} };
    expect(classicBudgetInFight(actor)).toBeNull();
  });

  it("in a started fight, the stored budget: two attacks taken and the swift action spent", () => {
    fight.found = { combat: { started: true }, combatant: {} };
    fight.stored = { ...classicEconomy.fresh(), standard: "attacks", attacks: 2, swift: true };
    expect(classicBudgetInFight(actor)).toEqual({ ...classicEconomy.fresh(), standard: "attacks", attacks: 2, swift: true });
  });

  it("nothing stored yet reads as a whole turn left", () => {
    fight.found = { combat: { started: true }, combatant: {} };
    fight.stored = null;
    expect(classicBudgetInFight(actor)).toEqual(classicEconomy.fresh());
  });
});
