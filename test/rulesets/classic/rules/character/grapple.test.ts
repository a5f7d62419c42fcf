import { describe, expect, it } from "vitest";
import { bestEscape, escapeArtistModifier, grappleModifier } from "../../../../../src/rulesets/classic/rules/character/grapple";

describe("the grapple modifier and Escape Artist", () => {
  it("highest base attack bonus + STR: +11 BAB and STR 18 give a Medium fighter +15", () => {
    expect(grappleModifier(11, 4, "medium")).toEqual({
      total: 15,
      lines: [
        { key: "FRAY.Classic.Grapple.bab", value: 11 },
        { key: "FRAY.Classic.Grapple.str", value: 4 },
      ],
    });
  });

  it("size helps the big in a grapple: Large +1, Small −1", () => {
    expect(grappleModifier(3, 2, "large").total).toBe(6);
    expect(grappleModifier(3, 2, "large").lines.at(-1)).toEqual({ key: "FRAY.Classic.Grapple.size", value: 1 });
    expect(grappleModifier(3, 2, "small").total).toBe(4);
  });

  it("Escape Artist: DEX + skill bonus, less the armour check penalty", () => {
    expect(escapeArtistModifier(3, 5, 0)).toEqual({
      total: 8,
      lines: [
        { key: "FRAY.Classic.EscapeArtist.dex", value: 3 },
        { key: "FRAY.Classic.EscapeArtist.skill", value: 5 },
      ],
    });
    expect(escapeArtistModifier(3, 5, -2).total).toBe(6);
    expect(escapeArtistModifier(3, 5, -2).lines.at(-1)).toEqual({ key: "FRAY.Classic.EscapeArtist.armour", value: -2 });
  });

  it("the defender rolls the better of grapple and Escape Artist; a tie keeps the grapple roll", () => {
    expect(bestEscape(4, 8)).toEqual({ roll: "escapeArtist", modifier: 8 });
    expect(bestEscape(9, 8)).toEqual({ roll: "grapple", modifier: 9 });
    expect(bestEscape(8, 8)).toEqual({ roll: "grapple", modifier: 8 });
  });
});
