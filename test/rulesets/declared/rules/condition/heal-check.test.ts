import { describe, expect, it } from "vitest";
import { healCheck, healPurpose, HEAL_SKILL_LINE } from "../../../../../src/rulesets/declared/rules/condition/heal-check";
import { DECLARED_CONDITION_REFUSAL } from "../../../../../src/rulesets/declared/rules/condition/labels";
import { flatLang } from "../../../../support/lang";

describe("a Heal check is a d20 plus the Heal skill", () => {
  it("Heal +3 rolls 1d20+3 and shows the skill's line", () => {
    expect(healCheck(3)).toEqual({ formula: "1d20+3", lines: [{ key: HEAL_SKILL_LINE, value: 3 }] });
  });

  it("the card names the skill's line in English", () => {
    expect(flatLang().get(healCheck(3).lines[0]!.key)).toBe("Heal");
  });

  it("no Heal skill rolls a plain d20; a penalty is subtracted", () => {
    expect(healCheck(0).formula).toBe("1d20");
    expect(healCheck(-2).formula).toBe("1d20-2");
  });
});

describe("what a Heal check can do for the patient", () => {
  it("an incapacitated or dying creature is stabilized by it", () => {
    expect(healPurpose("incapacitated", false)).toEqual({ ok: true, stabilizes: true, clearsAirway: false });
    expect(healPurpose("dying", false)).toEqual({ ok: true, stabilizes: true, clearsAirway: false });
  });

  it("a suffocating creature has its airway cleared, down or not; if dying it is stabilized too", () => {
    expect(healPurpose("wounded", true)).toEqual({ ok: true, stabilizes: false, clearsAirway: true });
    expect(healPurpose("stabilized", true)).toEqual({ ok: true, stabilizes: false, clearsAirway: true });
    expect(healPurpose("dying", true)).toEqual({ ok: true, stabilizes: true, clearsAirway: true });
  });

  it("nothing to do: refused as up, as already stabilized, or as dead (even choking)", () => {
    expect(healPurpose("unhurt", false)).toEqual({ ok: false, reason: { key: DECLARED_CONDITION_REFUSAL.notDown } });
    expect(healPurpose("stabilized", false)).toEqual({ ok: false, reason: { key: DECLARED_CONDITION_REFUSAL.alreadyStabilized } });
    expect(healPurpose("dead", true)).toEqual({ ok: false, reason: { key: DECLARED_CONDITION_REFUSAL.dead } });
  });
});
