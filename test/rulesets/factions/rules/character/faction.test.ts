import { describe, expect, it } from "vitest";
import { dispositionName, factionKey } from "../../../../../src/rulesets/factions/rules/character/faction";

describe("the faction a character fights for", () => {
  it("is the faction its sheet names, whatever the case and spacing", () => {
    expect(factionKey("  Bandits ", "friendly")).toBe("bandits");
    expect(factionKey("bandits", "hostile")).toBe(factionKey("BANDITS", "neutral"));
  });

  it("falls to the token's disposition when the sheet names none", () => {
    expect(factionKey("", "hostile")).toBe("disposition:hostile");
    expect(factionKey("   ", "friendly")).toBe("disposition:friendly");
  });

  it("reads Foundry's disposition numbers; an unknown one is neutral", () => {
    expect([-2, -1, 0, 1].map(dispositionName)).toEqual(["secret", "hostile", "neutral", "friendly"]);
    expect(dispositionName(5)).toBe("neutral");
    expect(dispositionName(-3)).toBe("neutral");
  });
});
