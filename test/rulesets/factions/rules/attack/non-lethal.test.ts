import { describe, expect, it } from "vitest";
import { disarmResult, grappleResult, planNonLethal, type NonLethalInput } from "../../../../../src/rulesets/factions/rules/attack/non-lethal";
import {
  FACTIONS_ATTACK_REFUSAL,
  FACTIONS_NON_LETHAL as LABEL,
  FACTIONS_NON_LETHAL_REFUSAL as REFUSAL,
  FACTIONS_WIT_SAVE_BECAUSE,
} from "../../../../../src/rulesets/factions/rules/attack/labels";

const input = (over: Partial<NonLethalInput> = {}): NonLethalInput => ({ kind: "disarm", nearby: true, visible: true, protection: "none", peeking: false, ...over });

describe("planning a disarm or a grapple: a nearby target, who makes a STR save", () => {
  it("a disarm at a seen nearby target: no WIT save, the target saves on STR, no damage", () => {
    expect(planNonLethal(input())).toEqual({
      ok: true,
      plan: { kind: "disarm", label: { key: LABEL.disarm }, witSave: false, witSaveBecause: [], targetSave: "str", inflictsDamage: false },
    });
  });

  it("a grapple at an unseen target needs a WIT save to hit", () => {
    expect(planNonLethal(input({ kind: "grapple", visible: false }))).toMatchObject({
      ok: true,
      plan: { kind: "grapple", label: { key: LABEL.grapple }, witSave: true, witSaveBecause: [{ key: FACTIONS_WIT_SAVE_BECAUSE.unseen }] },
    });
  });

  it("a target outside the attacker's zone is refused", () => {
    expect(planNonLethal(input({ nearby: false }))).toEqual({ ok: false, reason: { key: FACTIONS_ATTACK_REFUSAL.notNearby } });
  });

  it("a target behind a barrier is refused, unless it peeks out", () => {
    expect(planNonLethal(input({ protection: "barrier" }))).toEqual({ ok: false, reason: { key: FACTIONS_ATTACK_REFUSAL.behindBarrier } });
    expect(planNonLethal(input({ protection: "barrier", peeking: true })).ok).toBe(true);
  });
});

describe("a disarm: pass the STR save or drop the weapon the attacker picks", () => {
  it("a passed save keeps every weapon", () => {
    expect(disarmResult(true, ["sword", "dagger"], "sword")).toEqual({ ok: true, disarm: { dropped: null, result: { key: LABEL.resisted } } });
  });

  it("a failed save drops the weapon the attacker picked", () => {
    expect(disarmResult(false, ["sword", "dagger"], "dagger")).toEqual({ ok: true, disarm: { dropped: "dagger", result: { key: LABEL.dropped } } });
  });

  it("the pick must be a weapon the target holds", () => {
    expect(disarmResult(false, ["sword"], "axe")).toEqual({ ok: false, reason: { key: REFUSAL.notHeld } });
    expect(disarmResult(false, ["sword"], null)).toEqual({ ok: false, reason: { key: REFUSAL.notHeld } });
  });

  it("a failed save with nothing in hand drops nothing", () => {
    expect(disarmResult(false, [], null)).toEqual({ ok: true, disarm: { dropped: null, result: { key: LABEL.nothingToDrop } } });
  });
});

describe("a grapple: pass the STR save or be grabbed", () => {
  it("a failed save grabs the target", () => {
    expect(grappleResult(false)).toEqual({ grabbed: true, result: { key: LABEL.grabbed } });
  });

  it("a passed save slips the grip", () => {
    expect(grappleResult(true)).toEqual({ grabbed: false, result: { key: LABEL.resisted } });
  });
});
