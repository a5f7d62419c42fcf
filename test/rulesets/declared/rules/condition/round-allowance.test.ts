import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { actionWoundCost, mayMove, mayTakeAction, movementAllowance, DECLARED_ACTION_KINDS, type RoundUse } from "../../../../../src/rulesets/declared/rules/condition/round-allowance";
import { roundEndWoundLoss } from "../../../../../src/rulesets/declared/rules/condition/round-end";
import type { DeclaredWoundState } from "../../../../../src/rulesets/declared/rules/condition/wound-state";

const use = (standard = 0, free = 0, reaction = 0, moved = false): RoundUse => ({ taken: { standard, free, reaction }, moved });
const F = "FRAY.Declared.Condition.Refusal";
const STATES: DeclaredWoundState[] = ["unhurt", "wounded", "incapacitated", "dying", "stabilized", "dead"];

describe("what a creature may do in a round, by how far down it is", () => {
  it("up (unhurt or wounded): a Standard, a Free action and a Reaction, each once, for no Wound Points", () => {
    for (const state of ["unhurt", "wounded"] as const) {
      expect(mayTakeAction(state, use(), "standard")).toEqual({ ok: true, woundCost: 0 });
      expect(mayTakeAction(state, use(1), "free")).toEqual({ ok: true, woundCost: 0 });
      expect(mayTakeAction(state, use(1, 1), "reaction")).toEqual({ ok: true, woundCost: 0 });
      expect(mayTakeAction(state, use(1, 1, 0, true), "standard")).toEqual({ ok: false, reason: { key: `${F}.KindUsed`, data: { kind: "standard" } } });
    }
  });

  it("up: moves up to its Speed, half of it when something halves it", () => {
    expect(movementAllowance("wounded", 10)).toBe(10);
    expect(movementAllowance("unhurt", 9, true)).toBe(4);
    expect(mayMove("unhurt", use(1, 1, 1), 10)).toEqual({ ok: true, yards: 10 });
  });

  it("incapacitated: crawls 1 yard a turn, and every action costs 1 Wound Point", () => {
    expect(movementAllowance("incapacitated", 10)).toBe(1);
    expect(mayTakeAction("incapacitated", use(), "standard")).toEqual({ ok: true, woundCost: 1 });
    expect(mayTakeAction("incapacitated", use(1), "free")).toEqual({ ok: true, woundCost: 1 });
    expect(mayTakeAction("incapacitated", use(1, 1), "standard").ok).toBe(false);
    expect(mayMove("incapacitated", use(1), 10)).toEqual({ ok: true, yards: 1 });
  });

  it("dying: one action of any kind, for 1 Wound Point", () => {
    expect(mayTakeAction("dying", use(), "free")).toEqual({ ok: true, woundCost: 1 });
    expect(mayTakeAction("dying", use(), "reaction")).toEqual({ ok: true, woundCost: 1 });
    expect(mayTakeAction("dying", use(0, 1), "standard")).toEqual({ ok: false, reason: { key: `${F}.DyingOneAction` } });
    expect(mayTakeAction("dying", use(0, 0, 1), "free")).toEqual({ ok: false, reason: { key: `${F}.DyingOneAction` } });
  });

  it("dying: not both moving and acting, whichever came first", () => {
    expect(mayTakeAction("dying", use(0, 0, 0, true), "standard")).toEqual({ ok: false, reason: { key: `${F}.DyingMovedOrActed` } });
    expect(mayMove("dying", use(1), 10)).toEqual({ ok: false, reason: { key: `${F}.DyingMovedOrActed` } });
    expect(mayMove("dying", use(), 10)).toEqual({ ok: true, yards: 1 });
  });

  it("stabilized: half speed, the first action free, 1 Wound Point for each one after", () => {
    expect(movementAllowance("stabilized", 10)).toBe(5);
    expect(movementAllowance("stabilized", 9, true)).toBe(4);
    expect(mayTakeAction("stabilized", use(), "standard")).toEqual({ ok: true, woundCost: 0 });
    expect(mayTakeAction("stabilized", use(1), "free")).toEqual({ ok: true, woundCost: 1 });
    expect(mayTakeAction("stabilized", use(1, 1), "reaction")).toEqual({ ok: true, woundCost: 1 });
    expect(mayMove("stabilized", use(1, 1), 10)).toEqual({ ok: true, yards: 5 });
  });

  it("a crawl is never longer than the creature's own Speed", () => {
    expect(movementAllowance("dying", 0)).toBe(0);
    expect(movementAllowance("incapacitated", 0)).toBe(0);
  });

  it("dead: no action, no movement", () => {
    expect(mayTakeAction("dead", use(), "standard")).toEqual({ ok: false, reason: { key: `${F}.Dead` } });
    expect(mayMove("dead", use(), 10)).toEqual({ ok: false, reason: { key: `${F}.Dead` } });
    expect(movementAllowance("dead", 10)).toBe(0);
  });

  it("the Wound Point cost of one more action, by state and actions already taken", () => {
    const cost = (state: DeclaredWoundState) => [0, 1, 2].map((taken) => actionWoundCost(state, taken));
    expect(cost("unhurt")).toEqual([0, 0, 0]);
    expect(cost("wounded")).toEqual([0, 0, 0]);
    expect(cost("incapacitated")).toEqual([1, 1, 1]);
    expect(cost("dying")).toEqual([1, 1, 1]);
    expect(cost("stabilized")).toEqual([0, 1, 1]);
  });

  it("the end-of-round loss: 1 Wound Point while dying, none once stabilized or up", () => {
    expect(STATES.map((state) => roundEndWoundLoss(state, false))).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it("suffocating costs 1 more Wound Point at the end of every round, dying or not; the dead lose nothing", () => {
    expect(STATES.map((state) => roundEndWoundLoss(state, true))).toEqual([1, 1, 1, 2, 1, 0]);
  });

  it("no state allows more than one action of each kind, nor costs more than 1 Wound Point an action", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.nat(2), fc.nat(2), fc.nat(2), fc.boolean(), fc.constantFrom(...DECLARED_ACTION_KINDS), (state, s, f, r, moved, kind) => {
        const round = use(s, f, r, moved);
        const out = mayTakeAction(state, round, kind);
        if (round.taken[kind] >= 1) expect(out.ok).toBe(false);
        if (out.ok) expect([0, 1]).toContain(out.woundCost);
      }),
      { numRuns: runs(300) },
    );
  });
});
