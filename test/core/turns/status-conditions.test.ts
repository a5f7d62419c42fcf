import { describe, expect, it } from "vitest";
import { conditionIntent } from "../../../src/core/turns/status-conditions";

describe("a combatant's statuses tell the turn engine whether it can act", () => {
  it("dead means defeated, whatever else it has", () => {
    expect(conditionIntent("c", new Set(["dead", "unconscious"]))).toEqual({ kind: "defeat", combatantId: "c" });
  });
  it("unconscious means down", () => {
    expect(conditionIntent("c", new Set(["unconscious", "prone"]))).toEqual({ kind: "fallUnconscious", combatantId: "c" });
  });
  it("mortally wounded is down and dying", () => {
    expect(conditionIntent("c", new Set(["mortallyWounded"]))).toEqual({ kind: "fallUnconscious", combatantId: "c", dying: true });
  });
  it("none of them means it recovers", () => {
    expect(conditionIntent("c", new Set(["prone"]))).toEqual({ kind: "recover", combatantId: "c" });
  });
});
