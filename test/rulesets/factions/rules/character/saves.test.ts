import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runs } from "../../../../support/fixed-seed";
import { SAVE_FORMULA, saveResult } from "../../../../../src/rulesets/factions/rules/character/saves";
import { DEFAULT_SAVE_RULE, FACTIONS_SAVE_SETTING, readSaveRule } from "../../../../../src/rulesets/factions/rules/character/save-setting";
import { groupSave } from "../../../../../src/rulesets/factions/rules/character/group-save";

const S = "FRAY.Factions.Save";

describe("a save: a d20 equal to or under the score passes", () => {
  it("is rolled on a d20", () => {
    expect(SAVE_FORMULA).toBe("1d20");
  });

  it.each([
    [12, 12, true, `${S}.pass`],
    [12, 11, true, `${S}.pass`],
    [12, 13, false, `${S}.fail`],
    [9, 1, true, `${S}.pass`],
    [9, 20, false, `${S}.fail`],
  ])("WIT %i, rolled %i: passed %s", (score, d20, passed, key) => {
    expect(saveResult(score, d20)).toEqual({ passed, reason: { key, data: { score, roll: d20 } } });
  });

  it("a score of 20 passes even on a natural 20 by default; a score of 1 fails on a 2", () => {
    expect(saveResult(20, 20).passed).toBe(true);
    expect(saveResult(1, 2).passed).toBe(false);
  });

  it("with natural extremes, a 1 always passes and a 20 always fails, whatever the score", () => {
    expect(saveResult(0, 1, "naturalExtremes")).toEqual({ passed: true, reason: { key: `${S}.naturalOne`, data: { score: 0, roll: 1 } } });
    expect(saveResult(20, 20, "naturalExtremes")).toEqual({ passed: false, reason: { key: `${S}.naturalTwenty`, data: { score: 20, roll: 20 } } });
    expect(saveResult(8, 8, "naturalExtremes")).toEqual({ passed: true, reason: { key: `${S}.pass`, data: { score: 8, roll: 8 } } });
    expect(saveResult(8, 9, "naturalExtremes")).toEqual({ passed: false, reason: { key: `${S}.fail`, data: { score: 8, roll: 9 } } });
  });

  it("a higher score never turns a pass into a fail (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom("underOrEqual" as const, "naturalExtremes" as const), (score, more, d20, rule) => {
        if (saveResult(score, d20, rule).passed) expect(saveResult(score + more, d20, rule).passed).toBe(true);
      }),
      { numRuns: runs(200) },
    );
  });
});

describe("the save setting", () => {
  it("is a factions world setting, equal-or-under by default, with both readings offered", () => {
    expect(FACTIONS_SAVE_SETTING).toEqual({
      key: "factionsSaveRoll",
      name: `${S}.Setting.name`,
      hint: `${S}.Setting.hint`,
      choices: { underOrEqual: `${S}.Setting.underOrEqual`, naturalExtremes: `${S}.Setting.naturalExtremes` },
      default: "underOrEqual",
    });
    expect(DEFAULT_SAVE_RULE).toBe("underOrEqual");
  });

  it("reads the world's value back; anything unknown is the default", () => {
    expect(readSaveRule("naturalExtremes")).toBe("naturalExtremes");
    expect(readSaveRule("underOrEqual")).toBe("underOrEqual");
    expect(readSaveRule("rollHigh")).toBe("underOrEqual");
    expect(readSaveRule(undefined)).toBe("underOrEqual");
  });
});

describe("a group save: each rolls against its own score", () => {
  const bandits = [
    { id: "leader", score: 10 },
    { id: "bandit1", score: 8 },
    { id: "bandit2", score: 8 },
  ];

  it("the leader passes on 10, one bandit fails on 9, the other passes on 3", () => {
    const result = groupSave(bandits, { leader: 10, bandit1: 9, bandit2: 3 });
    expect(result.passed).toEqual(["leader", "bandit2"]);
    expect(result.failed).toEqual(["bandit1"]);
    expect(result.waiting).toEqual([]);
    expect(result.results.bandit1).toEqual({ passed: false, reason: { key: `${S}.fail`, data: { score: 8, roll: 9 } } });
  });

  it("a member whose d20 is not in yet waits, and has no result", () => {
    const result = groupSave(bandits, { leader: 20 });
    expect(result).toMatchObject({ passed: [], failed: ["leader"], waiting: ["bandit1", "bandit2"] });
    expect(Object.keys(result.results)).toEqual(["leader"]);
  });

  it("follows the world's save rule: a natural 1 saves a WIT 0 straggler", () => {
    expect(groupSave([{ id: "x", score: 0 }], { x: 1 }, "naturalExtremes").passed).toEqual(["x"]);
    expect(groupSave([{ id: "x", score: 0 }], { x: 1 }).failed).toEqual(["x"]);
  });

  it("every member ends in exactly one of passed, failed or waiting (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), score: fc.integer({ min: 1, max: 20 }), roll: fc.option(fc.integer({ min: 1, max: 20 })) }), { selector: (m) => m.id, maxLength: 8 }), (members) => {
        const rolls = Object.fromEntries(members.filter((m) => m.roll !== null).map((m) => [m.id, m.roll as number]));
        const result = groupSave(members, rolls);
        expect([...result.passed, ...result.failed, ...result.waiting].sort()).toEqual(members.map((m) => m.id).sort());
      }),
      { numRuns: runs(100) },
    );
  });
});
