import { describe, expect, it } from "vitest";
import { afterActs, REVEALS_CONCEALED, reveals } from "../../../../../src/rulesets/factions/rules/sneaking/reveal";

const O = "FRAY.Factions.Sneaking.Outcome.";

describe("Sneaking in combat: what reveals a concealed character", () => {
  it.each(["attack", "invokePower", "talk", "moveWithoutSneaking", "walkInFrontOfEnemy", "makeNoise"] as const)("%s reveals it", (act) => {
    expect(reveals(act)).toBe(true);
  });
  it.each(["moveSneaking", "pickUpOrPutDown", "equip", "useConsumable", "interact"] as const)("%s keeps it hidden", (act) => {
    expect(reveals(act)).toBe(false);
  });
  it("every act is listed one way or the other", () => {
    expect(Object.keys(REVEALS_CONCEALED)).toHaveLength(11);
  });
  it("sneaking up and drawing a blade stays hidden", () => {
    expect(afterActs(["moveSneaking", "equip"])).toEqual({ concealed: true, revealedBy: null, outcome: `${O}staysHidden` });
  });
  it("the first giveaway is named: sneaking, then attacking, then talking", () => {
    expect(afterActs(["moveSneaking", "attack", "talk"])).toEqual({ concealed: false, revealedBy: "attack", outcome: `${O}revealed` });
  });
  it("doing nothing keeps it hidden", () => {
    expect(afterActs([]).concealed).toBe(true);
  });
});
