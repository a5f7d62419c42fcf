import { describe, expect, it } from "vitest";
import { maximumHitDamage } from "../../../../../src/rulesets/sides/rules/combat/damage";
import {
  EXECUTION_CHECK_DIFFICULTY,
  executionHits,
  executionSave,
  type ExecutionSave,
  type ExecutionSetup,
} from "../../../../../src/rulesets/sides/rules/combat/execution";
import { MOD, OUTCOME, REFUSAL } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { checkMorale, moraleModifier, newMoraleTriggers } from "../../../../../src/rulesets/sides/rules/combat/morale";
import { bow, club, longsword } from "./fixtures";

const setup = (overrides: Partial<ExecutionSetup> = {}): ExecutionSetup => ({
  kind: "ranged",
  targetUnsuspecting: true,
  fullMinute: true,
  disturbed: false,
  ...overrides,
});
const shot = (distanceFt: number, roll: number) => ({ weapon: bow, distanceFt, check: { roll, attributeMod: 1, skillLevel: 1 } });

describe("Execution attacks", () => {
  it("only on an entirely unsuspecting target", () => {
    expect(executionHits(setup({ targetUnsuspecting: false }), shot(10, 12))).toEqual({ ok: false, reason: { key: REFUSAL.executionTargetAlert } });
  });
  it("a ranged one needs a full undisturbed minute of aim", () => {
    expect(executionHits(setup({ fullMinute: false }), shot(10, 12)).ok).toBe(false);
    expect(executionHits(setup({ disturbed: true }), shot(10, 12))).toEqual({ ok: false, reason: { key: REFUSAL.executionDisturbed } });
  });
  it("a melee one needs the minute nearby, then hits automatically", () => {
    expect(executionHits(setup({ kind: "melee" }))).toEqual({ ok: true, result: { hit: true, check: null, outcome: null } });
    expect(executionHits(setup({ kind: "melee", fullMinute: false })).ok).toBe(false);
  });
  it("ranged: DEX/Shoot check at +4 within 10 ft against difficulty 8, ignoring AC", () => {
    const r = executionHits(setup(), shot(10, 2));
    expect(r.ok && r.result.check).toEqual({ total: 8, difficulty: EXECUTION_CHECK_DIFFICULTY, modifiers: [{ key: MOD.executionClose, value: 4 }] });
    expect(r.ok && r.result.hit).toBe(true);
  });
  it("ranged: +2 within normal range, nothing beyond it", () => {
    const near = executionHits(setup(), shot(40, 4));
    expect(near.ok && near.result).toMatchObject({ hit: true, check: { total: 8 } });
    const far = executionHits(setup(), shot(70, 4));
    expect(far.ok && far.result).toMatchObject({ hit: false, check: { total: 6, modifiers: [] }, outcome: { key: OUTCOME.executionMissed } });
  });
  it("ranged: beyond long range is refused", () => {
    expect(executionHits(setup(), shot(80, 12)).ok).toBe(false);
  });

  const save = (overrides: Partial<ExecutionSave> = {}): ExecutionSave => ({
    roll: 15,
    saveTarget: 13,
    assailantCombatSkill: 2,
    nonLethal: false,
    maximumDamage: 9,
    ...overrides,
  });
  it("the Physical save takes a penalty equal to the assailant's combat skill", () => {
    expect(executionSave(save({ roll: 14 }))).toMatchObject({ saved: false, saveTotal: 12, penalty: { value: -2 } });
    expect(executionSave(save({ roll: 15 })).saved).toBe(true);
  });
  it("failure: 0 HP and mortally wounded", () => {
    expect(executionSave(save({ roll: 3 }))).toMatchObject({ effect: "mortallyWounded", hpAfter: 0, outcome: { key: OUTCOME.executionMortal } });
  });
  it("failure with a non-lethal weapon: knocked unconscious", () => {
    expect(executionSave(save({ roll: 3, nonLethal: club.nonLethal }))).toMatchObject({ effect: "unconscious", hpAfter: 0 });
  });
  it("success still takes maximum damage (a longsword with STR +1: 9)", () => {
    const max = maximumHitDamage({
      weapon: longsword,
      attributeMod: 1,
      brawlLevel: 0,
      dualWieldBonus: false,
      swarmDamage: 0,
      otherBonuses: [],
      shockFloor: 0,
    }).total;
    expect(executionSave(save({ roll: 20, maximumDamage: max }))).toMatchObject({ saved: true, effect: "maximumDamage", damage: 9, hpAfter: null });
  });
  it("a natural 1 always fails; an untrained assailant imposes no penalty", () => {
    expect(executionSave(save({ roll: 1, saveTarget: 2, assailantCombatSkill: 0 })).saved).toBe(false);
    expect(executionSave(save({ roll: 13, assailantCombatSkill: -1 })).saved).toBe(true);
  });
});

describe("Morale (our 2d6 against a 2–12 score)", () => {
  it("the first ally falling, half the group down and the leader slain trigger a check, each once", () => {
    expect(newMoraleTriggers({ size: 6, down: 0, hasLeader: true, leaderDown: false }, [])).toEqual([]);
    expect(newMoraleTriggers({ size: 6, down: 1, hasLeader: true, leaderDown: false }, [])).toEqual(["firstAllyFalls"]);
    expect(newMoraleTriggers({ size: 6, down: 3, hasLeader: true, leaderDown: true }, ["firstAllyFalls"])).toEqual([
      "halfGroupDown",
      "leaderSlain",
    ]);
  });
  it("a lone creature brought down is half its group", () => {
    expect(newMoraleTriggers({ size: 1, down: 1, hasLeader: false, leaderDown: false }, [])).toEqual(["firstAllyFalls", "halfGroupDown"]);
  });
  it("holds on a roll at or under the score, breaks above it", () => {
    expect(checkMorale({ roll: 8, score: 8, modifiers: [] })).toMatchObject({ breaks: false, outcome: { key: OUTCOME.moraleHolds } });
    expect(checkMorale({ roll: 9, score: 8, modifiers: [] })).toMatchObject({ breaks: true, outcome: { key: OUTCOME.moraleBreaks } });
  });
  it("modifiers move the roll", () => {
    expect(checkMorale({ roll: 8, score: 8, modifiers: [moraleModifier(1)] }).breaks).toBe(true);
    expect(checkMorale({ roll: 9, score: 8, modifiers: [moraleModifier(-1)] }).breaks).toBe(false);
  });
  it("morale 12 (undead, constructs, zealots) never breaks", () => {
    expect(checkMorale({ roll: 12, score: 12, modifiers: [moraleModifier(3)] })).toMatchObject({ breaks: false, outcome: { key: OUTCOME.moraleFearless } });
  });
});
