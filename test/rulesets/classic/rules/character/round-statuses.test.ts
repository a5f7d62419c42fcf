import { describe, expect, it } from "vitest";
import { expiringStatuses, statusArmourClassLines } from "../../../../../src/rulesets/classic/rules/character/round-statuses";

const total = (statuses: string[], flatFooted = false) => statusArmourClassLines(new Set(statuses), flatFooted).reduce((sum, line) => sum + line.value, 0);

describe("classic statuses that change AC until they end", () => {
  it("full defense gives +4 AC, lost while flat-footed", () => {
    expect(total(["fullDefense"])).toBe(4);
    expect(total(["fullDefense"], true)).toBe(0);
  });

  it("a charge costs 2 AC, reckless fighting 4, a shatter attempt 4; defensive fighting gives 2", () => {
    expect(total(["charging"])).toBe(-2);
    expect(total(["recklessFighting"])).toBe(-4);
    expect(total(["shattering"])).toBe(-4);
    expect(total(["defensiveFighting"])).toBe(2);
    expect(total(["charging", "recklessFighting", "shattering"], true)).toBe(-10);
  });

  it("each status shows its own line on the card", () => {
    const keys = statusArmourClassLines(new Set(["fullDefense", "charging", "recklessFighting", "defensiveFighting", "shattering"]), false).map((line) => line.key);
    expect(new Set(keys).size).toBe(5);
  });

  it("statuses that change nothing add no line", () => {
    expect(statusArmourClassLines(new Set(["prone", "grappled"]), false)).toEqual([]);
  });
});

describe("when classic statuses end", () => {
  const all = new Set(["fullDefense", "charging", "recklessFighting", "defensiveFighting", "shattering", "flatFooted", "prone", "dying"]);

  it("full defense, a charge, a fighting stance and a shatter attempt end when the creature's next turn starts", () => {
    expect(expiringStatuses(all, "turnStart").sort()).toEqual(["charging", "defensiveFighting", "fullDefense", "recklessFighting", "shattering"]);
  });

  it("a feint's flat-footedness ends with the round", () => {
    expect(expiringStatuses(all, "roundEnd")).toEqual(["flatFooted"]);
  });

  it("only statuses the creature has end", () => {
    expect(expiringStatuses(new Set(["charging"]), "turnStart")).toEqual(["charging"]);
    expect(expiringStatuses(new Set(["prone"]), "turnStart")).toEqual([]);
  });
});
