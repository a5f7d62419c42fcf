/**
 * What the tracker does to action budgets as a command's turn events come in: a new round gives
 * every fighter a fresh round's budget, a combatant's own turn start gives back what lasts until then.
 */
import { describe, expect, it } from "vitest";
import { budgetsAfterEvents, type RulesetEconomy } from "../../../src/core/economy";
import type { TurnEvent } from "../../../src/core/turns/engine";

/** A small economy: a main action each round, a reaction that comes back at the start of one's own turn. */
interface Budget {
  mainSpent: boolean;
  reactionSpent: boolean;
}
const economy: RulesetEconomy<Budget> = {
  fresh: () => ({ mainSpent: false, reactionSpent: false }),
  read: (stored) => (typeof stored === "object" && stored !== null ? (stored as Budget) : economy.fresh()),
  roundStart: (state) => ({ ...state, mainSpent: false }),
  turnStart: (state) => ({ ...state, reactionSpent: false }),
  badges: () => [],
};
const spent = { mainSpent: true, reactionSpent: true };
const stored = (budgets: Record<string, Budget>) => (id: string) => budgets[id];
const fighters = ["maren", "ogre"];

describe("budgets after a command's turn events", () => {
  it("a new round refreshes every fighter's main action, and only what the round gives back", () => {
    const after = budgetsAfterEvents(economy, stored({ maren: spent, ogre: spent }), fighters, [{ type: "roundStart", round: 2 }]);
    expect(Object.fromEntries(after ?? [])).toEqual({ maren: { mainSpent: false, reactionSpent: true }, ogre: { mainSpent: false, reactionSpent: true } });
  });
  it("a combatant's turn start gives back its own reaction, no one else's", () => {
    const after = budgetsAfterEvents(economy, stored({ maren: spent, ogre: spent }), fighters, [{ type: "turnStart", combatantIds: ["ogre"] }]);
    expect(Object.fromEntries(after ?? [])).toEqual({ ogre: { mainSpent: true, reactionSpent: false } });
  });
  it("a round start then a turn start both apply to the same budget, in order", () => {
    const events: TurnEvent[] = [{ type: "roundEnd", round: 1 }, { type: "roundStart", round: 2 }, { type: "turnStart", combatantIds: ["maren"] }];
    const after = budgetsAfterEvents(economy, stored({ maren: spent, ogre: spent }), fighters, events);
    expect(after?.get("maren")).toEqual({ mainSpent: false, reactionSpent: false });
    expect(after?.get("ogre")).toEqual({ mainSpent: false, reactionSpent: true });
  });
  it("a fighter with no budget stored yet starts from a fresh one", () => {
    const after = budgetsAfterEvents(economy, stored({}), fighters, [{ type: "turnStart", combatantIds: ["maren"] }]);
    expect(after?.get("maren")).toEqual(economy.fresh());
  });
  it("events that touch no budget change nothing", () => {
    expect(budgetsAfterEvents(economy, stored({ maren: spent }), fighters, [{ type: "turnEnd", combatantIds: ["maren"] }, { type: "roundEnd", round: 1 }])).toBeNull();
    expect(budgetsAfterEvents(economy, stored({}), fighters, [])).toBeNull();
  });
});
