import { describe, expect, it } from "vitest";
import { signed } from "../../../src/core/format/signed";

describe("a modifier as sheets and cards print it", () => {
  it("a bonus with a plus, a penalty with a true minus sign, none as 0", () => {
    expect(signed(1)).toBe("+1");
    expect(signed(12)).toBe("+12");
    expect(signed(-2)).toBe("\u22122");
    expect(signed(0)).toBe("0");
  });
});
