import { describe, expect, it } from "vitest";
import { areFoes, reachAlongMove } from "../../../../../src/rulesets/declared/rules/actions/riposte-reach";

describe("a foe entering reach", () => {
  it("stepping from two yards away to the next square enters reach", () => {
    expect(reachAlongMove([2, 1])).toBe("entered");
  });
  it("stepping around while already beside the creature enters nothing", () => {
    expect(reachAlongMove([1, 1])).toBeNull();
    expect(reachAlongMove([1, 2, 1])).toBeNull();
  });
  it("stopping two yards away enters nothing", () => {
    expect(reachAlongMove([5, 4, 3, 2])).toBeNull();
  });
  it("walking past the creature without stopping passes through its reach", () => {
    expect(reachAlongMove([3, 2, 1, 1, 2, 3])).toBe("passed");
  });
  it("coming within reach on the way and stopping there enters it", () => {
    expect(reachAlongMove([4, 3, 2, 1])).toBe("entered");
  });
  it("a move of no step, or no distance on the scene, enters nothing", () => {
    expect(reachAlongMove([3])).toBeNull();
    expect(reachAlongMove([null, 1])).toBeNull();
    expect(reachAlongMove([3, null])).toBeNull();
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
