import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterFightDegradation, gearNeedingDurabilityRoll, type FoughtGear } from "../../../../../src/rulesets/factions/rules/gear/after-fight";
import { runs } from "../../../../support/fixed-seed";

const sword: FoughtGear = { id: "sword", kind: "weapon", condition: "intact", usedThisFight: true };
const oldShield: FoughtGear = { id: "shield", kind: "shield", condition: "damaged", usedThisFight: true };
const mail: FoughtGear = { id: "mail", kind: "armour", condition: "intact", usedThisFight: true };
const spareBow: FoughtGear = { id: "bow", kind: "weapon", condition: "intact", usedThisFight: false };
const brokenSpear: FoughtGear = { id: "spear", kind: "weapon", condition: "broken", usedThisFight: true };
const chairLeg: FoughtGear = { id: "chair", kind: "weapon", condition: "intact", improvised: true, usedThisFight: true };

describe("who makes a durability roll after the fight", () => {
  it("every weapon, shield and armour used at least once; not the bow left on the back, nor what already broke", () => {
    expect(gearNeedingDurabilityRoll([sword, oldShield, mail, spareBow, brokenSpear]).map((g) => g.id)).toEqual(["sword", "shield", "mail"]);
  });
});

describe("the GM's after-fight report", () => {
  it("a 1 damages an intact sword and breaks a damaged shield; a 2 leaves the mail as it was", () => {
    const report = afterFightDegradation([sword, oldShield, mail, spareBow], { sword: 1, shield: 1, mail: 2 });
    expect(report.lines).toEqual([
      { itemId: "sword", kind: "weapon", roll: 1, before: "intact", after: "damaged", outcome: "FRAY.Factions.Gear.Outcome.Damaged" },
      { itemId: "shield", kind: "shield", roll: 1, before: "damaged", after: "broken", outcome: "FRAY.Factions.Gear.Outcome.Broken" },
      { itemId: "mail", kind: "armour", roll: 2, before: "intact", after: "intact", outcome: "FRAY.Factions.Gear.Outcome.Unharmed" },
    ]);
    expect(report.damagedIds).toEqual(["sword"]);
    expect(report.brokenIds).toEqual(["shield"]);
  });
  it("an improvised weapon counts as damaged: a 1 breaks it, anything else leaves it as marked", () => {
    expect(afterFightDegradation([chairLeg], { chair: 1 })).toEqual({
      lines: [{ itemId: "chair", kind: "weapon", roll: 1, before: "damaged", after: "broken", outcome: "FRAY.Factions.Gear.Outcome.Broken" }],
      damagedIds: [],
      brokenIds: ["chair"],
    });
    expect(afterFightDegradation([chairLeg], { chair: 4 })).toEqual({
      lines: [{ itemId: "chair", kind: "weapon", roll: 4, before: "damaged", after: "intact", outcome: "FRAY.Factions.Gear.Outcome.Unharmed" }],
      damagedIds: [],
      brokenIds: [],
    });
  });
  it("a damaged item that survives its roll is not reported as damaged again", () => {
    const report = afterFightDegradation([oldShield], { shield: 6 });
    expect(report.lines[0]).toMatchObject({ after: "damaged", outcome: "FRAY.Factions.Gear.Outcome.Unharmed" });
    expect(report.damagedIds).toEqual([]);
    expect(report.brokenIds).toEqual([]);
  });
  it("a fight where nothing was used reports nothing", () => {
    expect(afterFightDegradation([spareBow], {})).toEqual({ lines: [], damagedIds: [], brokenIds: [] });
  });
  it("an item that needed a roll and got none is a mistake of the caller", () => {
    expect(() => afterFightDegradation([sword], {})).toThrow('No durability roll for the item "sword"');
  });
  it("gear only ever gets worse, by at most one step, and only on a 1", () => {
    const order = ["intact", "damaged", "broken"];
    const gear = fc.record({
      id: fc.constant("g"),
      kind: fc.constantFrom("weapon" as const, "shield" as const, "armour" as const),
      condition: fc.constantFrom("intact" as const, "damaged" as const),
      improvised: fc.boolean(),
      usedThisFight: fc.constant(true),
    });
    fc.assert(
      fc.property(gear, fc.integer({ min: 1, max: 10 }), (item, roll) => {
        const [line] = afterFightDegradation([item], { g: roll }).lines;
        const steps = order.indexOf(line!.after) - order.indexOf(item.condition);
        expect(steps).toBeGreaterThanOrEqual(0);
        expect(steps).toBeLessThanOrEqual(item.improvised ? 2 : 1);
        if (roll !== 1) expect(steps).toBe(0);
      }),
      { numRuns: runs(100) },
    );
  });
});
