import { describe, expect, it } from "vitest";
import { healCheckSucceeds, stabilizeCheck, stabilizeTarget } from "../../../../../src/rulesets/declared/rules/condition/stabilize";

const F = "FRAY.Declared.Condition.Refusal";
const L = "FRAY.Declared.Condition.Line";

describe("stabilizing with a Heal check", () => {
  it("the TN is 10 + the highest damage among its wounds: wounds of 3, 7 and 2 make TN 17", () => {
    expect(stabilizeTarget([{ amount: 3 }, { amount: 7 }, { amount: 2 }])).toEqual({
      tn: 17,
      lines: [
        { key: `${L}.HealBase`, value: 10 },
        { key: `${L}.HighestWound`, value: 7 },
      ],
    });
  });

  it("with no wound marked the TN is the base 10, shown alone", () => {
    expect(stabilizeTarget([])).toEqual({ tn: 10, lines: [{ key: `${L}.HealBase`, value: 10 }] });
  });

  it("meeting the TN stabilizes, one short does not", () => {
    expect(stabilizeCheck("dying", 17, 17)).toEqual({ ok: true, stabilized: true });
    expect(stabilizeCheck("dying", 16, 17)).toEqual({ ok: true, stabilized: false });
    expect(stabilizeCheck("incapacitated", 12, 10)).toEqual({ ok: true, stabilized: true });
  });

  it("only a dying or incapacitated creature can be stabilized", () => {
    expect(stabilizeCheck("wounded", 30, 10)).toEqual({ ok: false, reason: { key: `${F}.NotDown` } });
    expect(stabilizeCheck("unhurt", 30, 10)).toEqual({ ok: false, reason: { key: `${F}.NotDown` } });
    expect(stabilizeCheck("stabilized", 30, 10)).toEqual({ ok: false, reason: { key: `${F}.AlreadyStabilized` } });
    expect(stabilizeCheck("dead", 30, 10)).toEqual({ ok: false, reason: { key: `${F}.Dead` } });
  });

  it("clearing a suffocating creature's airway is a Heal check at the same TN, meeting it succeeds", () => {
    const { tn } = stabilizeTarget([{ amount: 5 }]);
    expect(healCheckSucceeds(15, tn)).toBe(true);
    expect(healCheckSucceeds(14, tn)).toBe(false);
  });
});
