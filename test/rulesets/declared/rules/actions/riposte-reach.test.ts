import { describe, expect, it } from "vitest";
import { areFoes, enteredReach } from "../../../../../src/rulesets/declared/rules/actions/riposte-reach";

describe("a foe entering reach", () => {
  it("stepping from two yards away to the next square enters reach", () => {
    expect(enteredReach(2, 1)).toBe(true);
  });
  it("stepping around while already beside the creature enters nothing", () => {
    expect(enteredReach(1, 1)).toBe(false);
  });
  it("stopping two yards away enters nothing", () => {
    expect(enteredReach(5, 2)).toBe(false);
  });
  it("a start never seen, or no distance on the scene, enters nothing", () => {
    expect(enteredReach(null, 1)).toBe(false);
    expect(enteredReach(3, null)).toBe(false);
  });
});

describe("who is a foe, by token disposition", () => {
  it("friendly and hostile are foes, a secret token counts as hostile", () => {
    expect(areFoes(1, -1)).toBe(true);
    expect(areFoes(-2, 1)).toBe(true);
  });
  it("two on the same side are not, nor is a neutral creature anyone's foe", () => {
    expect(areFoes(1, 1)).toBe(false);
    expect(areFoes(-1, -2)).toBe(false);
    expect(areFoes(0, -1)).toBe(false);
    expect(areFoes(1, 0)).toBe(false);
  });
});
