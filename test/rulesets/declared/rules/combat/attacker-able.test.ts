import { describe, expect, it } from "vitest";
import { attackerMayAct } from "../../../../../src/rulesets/declared/rules/combat/attacker-able";

const none = new Set<string>();
const paralyzed = new Set(["paralyzed"]);

describe("who may still make an attack", () => {
  it("an able creature attacks; a dead or paralyzed one is refused with the condition's reason", () => {
    expect(attackerMayAct({ dead: false, statuses: none, inRunningStep: false })).toEqual({ ok: true });
    expect(attackerMayAct({ dead: true, statuses: none, inRunningStep: false })).toEqual({ ok: false, reason: { key: "FRAY.Declared.Condition.Refusal.Dead" } });
    expect(attackerMayAct({ dead: false, statuses: paralyzed, inRunningStep: false })).toEqual({ ok: false, reason: { key: "FRAY.Declared.Condition.Refusal.Paralyzed" } });
  });

  it("a double knock-out: dropped during its own simultaneous step, it still strikes in that step", () => {
    expect(attackerMayAct({ dead: true, statuses: paralyzed, inRunningStep: true })).toEqual({ ok: true });
  });
});
