import { describe, expect, it } from "vitest";
import { conditionIntent, touchesGmKeptStatus, touchesTurnStatus } from "../../../src/core/turns/status-conditions";
import type { RulesetStatus } from "../../../src/core/ruleset/contract";

/** A ruleset's map as the turn engines read it: the ids and meanings are the ruleset's own. */
const MAP: RulesetStatus[] = [
  { id: "slain", name: "x", img: "x", turn: "defeated" },
  { id: "out", name: "x", img: "x", turn: "down" },
  { id: "bleeding", name: "x", img: "x", turn: "dying" },
  { id: "prone", name: "x", img: "x" },
];

describe("a combatant's statuses tell the turn engine whether it can act, as its ruleset maps them", () => {
  it("a defeated status means defeated, whatever else it has", () => {
    expect(conditionIntent(MAP, "c", new Set(["slain", "out"]))).toEqual({ kind: "defeat", combatantId: "c" });
  });
  it("a down status means down", () => {
    expect(conditionIntent(MAP, "c", new Set(["out", "prone"]))).toEqual({ kind: "fallUnconscious", combatantId: "c" });
  });
  it("a dying status is down and dying", () => {
    expect(conditionIntent(MAP, "c", new Set(["bleeding"]))).toEqual({ kind: "fallUnconscious", combatantId: "c", dying: true });
    expect(conditionIntent(MAP, "c", new Set(["out", "bleeding"]))).toEqual({ kind: "fallUnconscious", combatantId: "c", dying: true });
  });
  it("none of them means it recovers", () => {
    expect(conditionIntent(MAP, "c", new Set(["prone"]))).toEqual({ kind: "recover", combatantId: "c" });
  });
  it("a status another ruleset uses means nothing here", () => {
    expect(conditionIntent(MAP, "c", new Set(["dead", "unconscious"]))).toEqual({ kind: "recover", combatantId: "c" });
    expect(touchesTurnStatus(MAP, ["dead", "prone"])).toBe(false);
    expect(touchesTurnStatus(MAP, ["prone", "bleeding"])).toBe(true);
  });
  it("the GM keeps the turn statuses and those the ruleset marks gmOnly; the rest are the player's", () => {
    const kept: RulesetStatus[] = [...MAP, { id: "hidden", name: "x", img: "x", gmOnly: true }, { id: "dazed", name: "x", img: "x", gmOnly: false }];
    expect(touchesGmKeptStatus(kept, ["hidden"])).toBe(true);
    expect(touchesGmKeptStatus(kept, ["prone", "out"])).toBe(true);
    expect(touchesGmKeptStatus(kept, ["prone", "dazed", "dead"])).toBe(false);
    expect(touchesTurnStatus(kept, ["hidden"])).toBe(false);
  });
});
