import { describe, expect, it } from "vitest";
import { SITUATIONAL_LIMIT, situationalOf } from "../../../src/core/dice/situational";

describe("a situational modifier typed into an attack dialog", () => {
  it("a whole number within ±10, from a number or a form's text", () => {
    expect(SITUATIONAL_LIMIT).toBe(10);
    expect(situationalOf(2)).toBe(2);
    expect(situationalOf("-10")).toBe(-10);
    expect(situationalOf(" 10 ")).toBe(10);
  });

  it("anything else reads as no modifier: too big, a fraction, blank, not a number", () => {
    expect(situationalOf(11)).toBe(0);
    expect(situationalOf("-11")).toBe(0);
    expect(situationalOf(1.5)).toBe(0);
    expect(situationalOf("")).toBe(0);
    expect(situationalOf("two")).toBe(0);
    expect(situationalOf("   ")).toBe(0);
    expect(situationalOf(null)).toBe(0);
    expect(situationalOf(true)).toBe(0);
    expect(situationalOf([5])).toBe(0);
  });
});
