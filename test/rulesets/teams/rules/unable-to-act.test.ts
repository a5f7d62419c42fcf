import { describe, expect, it } from "vitest";
import { unableToAct } from "../../../../src/rulesets/teams/rules/derived/conditions";

describe("who can take an action at all", () => {
  it("an unconscious or a dead character cannot; harmed, bloodied or prone ones still can", () => {
    expect(unableToAct(["unconscious"])).toBe(true);
    expect(unableToAct(["bloodied", "harmed", "unconscious"])).toBe(true);
    expect(unableToAct(["dead"])).toBe(true);
    expect(unableToAct(["harmed", "bloodied", "prone"])).toBe(false);
    expect(unableToAct([])).toBe(false);
  });
});
