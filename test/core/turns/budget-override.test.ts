import { describe, expect, it } from "vitest";
import { mayOverrideBudget } from "../../../src/core/turns/budget-override";

describe("going past the round's budget after confirming", () => {
  it("a player may, on the creature's own turn or step", () => {
    expect(mayOverrideBudget({ isGM: false }, true)).toBe(true);
  });
  it("a player may not, anywhere else", () => {
    expect(mayOverrideBudget({ isGM: false }, false)).toBe(false);
  });
  it("the GM may, anywhere", () => {
    expect(mayOverrideBudget({ isGM: true }, false)).toBe(true);
    expect(mayOverrideBudget({ isGM: true }, true)).toBe(true);
  });
});
