import { describe, expect, it } from "vitest";
import { effectiveCondition, worn } from "../../../../../src/rulesets/factions/rules/gear/gear-condition";

describe("the wear of combat gear", () => {
  it("wearing a step: intact becomes damaged, damaged becomes broken", () => {
    expect(worn("intact")).toBe("damaged");
    expect(worn("damaged")).toBe("broken");
  });
  it("an improvised weapon counts as already damaged", () => {
    expect(effectiveCondition({ id: "stool", kind: "weapon", condition: "intact", improvised: true })).toBe("damaged");
  });
  it("a broken improvised weapon stays broken; proper gear is what it is marked", () => {
    expect(effectiveCondition({ id: "stool", kind: "weapon", condition: "broken", improvised: true })).toBe("broken");
    expect(effectiveCondition({ id: "sword", kind: "weapon", condition: "intact" })).toBe("intact");
    expect(effectiveCondition({ id: "sword", kind: "weapon", condition: "intact", improvised: false })).toBe("intact");
    expect(effectiveCondition({ id: "mail", kind: "armour", condition: "damaged" })).toBe("damaged");
  });
});
