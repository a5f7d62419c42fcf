import { describe, expect, it } from "vitest";
import { CLASSIC_MANEUVER_REFUSAL as R } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { canSwallow, cutOutDamage, cutsOut, resolveSwallowWhole, swallowedState } from "../../../../../src/rulesets/classic/rules/maneuvers/swallow-whole";

describe("swallow whole", () => {
  it("a Huge creature swallows a Small one: three sizes larger", () => {
    expect(canSwallow("huge", "small", false)).toEqual({ ok: true });
  });

  it("a Large creature cannot swallow a Small one without the feat", () => {
    expect(canSwallow("large", "small", false)).toEqual({ ok: false, reason: { key: R.swallowTooSmall, data: { steps: 3 } } });
    expect(canSwallow("large", "small", true)).toEqual({ ok: true });
  });

  it("a defender who loses the opposed grapple is swallowed", () => {
    expect(resolveSwallowWhole(22, 9)).toEqual({ outcome: "succeeded", defenderStatuses: ["swallowed"] });
    expect(resolveSwallowWhole(9, 22)).toMatchObject({ outcome: "failed" });
  });
});

describe("cutting out", () => {
  it("takes 20% of the swallower's health, rounded up", () => {
    expect(cutOutDamage(100)).toBe(20);
    expect(cutOutDamage(52)).toBe(11);
  });

  it("a slashing or piercing blow of 20% frees the swallowed creature; 1 less does not", () => {
    expect(cutsOut(20, 100, true)).toBe(true);
    expect(cutsOut(19, 100, true)).toBe(false);
  });

  it("a blunt weapon never cuts out, however hard it hits", () => {
    expect(cutsOut(60, 100, false)).toBe(false);
  });
});

describe("inside the swallower", () => {
  it.each([
    [0, "conscious"],
    [2, "conscious"],
    [3, "unconscious"],
    [19, "unconscious"],
    [20, "dead"],
  ] as const)("after %i rounds the swallowed creature is %s", (rounds, state) => {
    expect(swallowedState(rounds)).toBe(state);
  });
});
