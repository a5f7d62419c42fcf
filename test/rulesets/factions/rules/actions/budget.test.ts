import { describe, expect, it } from "vitest";
import { factionsEconomy, type FactionsBudget } from "../../../../../src/rulesets/factions/rules/actions/budget";
import { budgetsAfterEvents } from "../../../../../src/core/economy";
import { flatLang, labelProblems } from "../../../../support/lang";
import { FACTIONS_ECONOMY_BADGE } from "../../../../../src/rulesets/factions/rules/actions/labels";

const fresh = factionsEconomy.fresh();
const budget = (over: Partial<FactionsBudget>): FactionsBudget => ({ ...fresh, ...over });
const available = (b: FactionsBudget) => Object.fromEntries(factionsEconomy.badges(b).map((badge) => [badge.label.split(".").pop(), badge.available]));

describe("the factions turn budget", () => {
  it("a fresh turn: a bonus, a main, a zone of movement, or a reaction", () => {
    expect(fresh).toEqual({ bonus: 0, main: false, moved: false, reacted: false, surrendered: false });
    expect(available(fresh)).toEqual({ bonus: true, main: true, move: true, reaction: true });
  });

  it("after a bonus action: the main or a second bonus, and the move, are left; no reaction", () => {
    expect(available(budget({ bonus: 1 }))).toEqual({ bonus: true, main: true, move: true, reaction: false });
  });

  it("after a bonus and a main: only the move", () => {
    expect(available(budget({ bonus: 1, main: true }))).toEqual({ bonus: false, main: false, move: true, reaction: false });
  });

  it("after a main first: a bonus is still left", () => {
    expect(available(budget({ main: true }))).toEqual({ bonus: true, main: false, move: true, reaction: false });
  });

  it("after two bonus actions: the main is gone", () => {
    expect(available(budget({ bonus: 2 }))).toEqual({ bonus: false, main: false, move: true, reaction: false });
  });

  it("after moving only: actions left, no reaction", () => {
    expect(available(budget({ moved: true }))).toEqual({ bonus: true, main: true, move: false, reaction: false });
  });

  it("a reaction or a surrender leaves nothing", () => {
    const none = { bonus: false, main: false, move: false, reaction: false };
    expect(available(budget({ reacted: true }))).toEqual(none);
    expect(available(budget({ surrendered: true }))).toEqual(none);
  });

  it("badges are worded under FRAY.Factions.Economy", () => {
    expect(factionsEconomy.badges(fresh).map((b) => b.label)).toEqual(Object.values(FACTIONS_ECONOMY_BADGE));
    expect(labelProblems(flatLang(), FACTIONS_ECONOMY_BADGE, "FRAY.Factions.Economy.")).toEqual([]);
  });

  it("a new round gives everything back", () => {
    expect(factionsEconomy.roundStart(budget({ bonus: 2, moved: true, reacted: true, surrendered: true }))).toEqual(fresh);
  });

  it("its own turn starts fresh, but a reaction already spent this round stays spent", () => {
    expect(factionsEconomy.turnStart(budget({ bonus: 1, main: true, moved: true, surrendered: true }))).toEqual(fresh);
    expect(factionsEconomy.turnStart(budget({ reacted: true }))).toEqual(budget({ reacted: true }));
  });

  it("Balthasar, Sybilla and Theobald's fight: the bandit who dodges Theobald has spent its turn, through the engine's react events, until the next round", () => {
    const dodged = budget({ reacted: true });
    const after = budgetsAfterEvents(factionsEconomy, () => dodged, ["bandit"], [{ type: "turnStart", combatantIds: ["bandit"] }, { type: "turnEnd", combatantIds: ["bandit"] }]);
    expect(available(after?.get("bandit") as FactionsBudget)).toEqual({ bonus: false, main: false, move: false, reaction: false });
    const nextRound = budgetsAfterEvents(factionsEconomy, () => dodged, ["bandit"], [{ type: "roundStart", round: 2 }]);
    expect(nextRound?.get("bandit")).toEqual(fresh);
  });

  it("reads stored data back; a damaged field starts fresh, the others are kept", () => {
    expect(factionsEconomy.read(undefined)).toEqual(fresh);
    expect(factionsEconomy.read({ bonus: 3, main: true, moved: "yes" })).toEqual(budget({ main: true }));
    expect(factionsEconomy.read({ bonus: 2, reacted: true })).toEqual(budget({ bonus: 2, reacted: true }));
  });
});
