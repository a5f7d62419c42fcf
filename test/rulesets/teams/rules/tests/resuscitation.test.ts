/** Resuscitate's test (a hole the chapter leaves): intellect + medicine against the world's difficulty. */
import { describe, expect, it } from "vitest";
import { checkResuscitation, resuscitationDifficulty, revivedHealth, RESUSCITATION_TEST } from "../../../../../src/rulesets/teams/rules/tests/resuscitation";
import { TEAMS_TEST_REFUSAL } from "../../../../../src/rulesets/teams/rules/tests/labels";

describe("Resuscitate", () => {
  it("tests intellect + medicine with no proficiency", () => {
    expect(RESUSCITATION_TEST).toEqual({ attribute: "intellect", skill: "medicine", proficiency: null });
  });

  it("Roland at 0 of 10 health: missing health makes it 10, and the fixed rule 10 too", () => {
    expect(resuscitationDifficulty("missingHealth", { value: 0, max: 10 })).toBe(10);
    expect(resuscitationDifficulty("fixed", { value: 0, max: 10 })).toBe(10);
  });

  it("a patient who failed to fortify at 3 of 12 health: missing health 9, fixed still 10", () => {
    expect(resuscitationDifficulty("missingHealth", { value: 3, max: 12 })).toBe(9);
    expect(resuscitationDifficulty("fixed", { value: 3, max: 12 })).toBe(10);
  });

  it("returns a patient at 0 health with 1, and leaves other health as it is", () => {
    expect(revivedHealth({ value: 0, max: 10 })).toBe(1);
    expect(revivedHealth({ value: 3, max: 12 })).toBe(3);
  });

  it("refuses the dead and the conscious", () => {
    expect(checkResuscitation({ unconscious: true, dead: true, health: { value: 0, max: 10 } })).toEqual({ ok: false, reason: { key: TEAMS_TEST_REFUSAL.patientDead } });
    expect(checkResuscitation({ unconscious: false, dead: false, health: { value: 5, max: 10 } })).toEqual({ ok: false, reason: { key: TEAMS_TEST_REFUSAL.patientConscious } });
    expect(checkResuscitation({ unconscious: false, dead: false, health: { value: 0, max: 10 } }).ok).toBe(true);
  });
});
