import { describe, expect, it } from "vitest";
import { opposedModifiers, type OpposedFacts } from "../../../../../src/rulesets/classic/rules/maneuvers/opposed-sides";
import { UNARMED_DAMAGE } from "../../../../../src/rulesets/classic/rules/maneuvers/trample";

/** A brawler: STR +3, DEX +1, CHA +2, WIS 0, 4 HD, grapple +8, Escape Artist +2, attack +7. */
const brawler: OpposedFacts = { str: 3, dex: 1, cha: 2, wis: 0, hitDice: 4, grapple: 8, escapeArtist: 2, attackBonus: 7 };
/** An acrobat: STR 0, DEX +4, CHA −1, WIS +2, 3 HD, grapple +3, Escape Artist +9, attack +4. */
const acrobat: OpposedFacts = { str: 0, dex: 4, cha: -1, wis: 2, hitDice: 3, grapple: 3, escapeArtist: 9, attackBonus: 4 };

describe("what each side adds to a maneuver's opposed roll", () => {
  it("trip, shove and trample are Strength against Strength; disarm Dexterity against Dexterity", () => {
    expect(opposedModifiers("trip", brawler, acrobat)).toEqual({ aggressor: 3, defender: 0 });
    expect(opposedModifiers("shove", acrobat, brawler)).toEqual({ aggressor: 0, defender: 3 });
    expect(opposedModifiers("trample", brawler, acrobat)).toEqual({ aggressor: 3, defender: 0 });
    expect(opposedModifiers("disarm", brawler, acrobat)).toEqual({ aggressor: 1, defender: 4 });
  });

  it("shatter is attack bonus against attack bonus; a feigned strike is Beguile (CHA) against HD + WIS", () => {
    expect(opposedModifiers("shatter", brawler, acrobat)).toEqual({ aggressor: 7, defender: 4 });
    expect(opposedModifiers("feignedStrike", brawler, acrobat)).toEqual({ aggressor: 2, defender: 5 });
  });

  it("a grapple is resisted with the better of grapple and Escape Artist; break, expose and move with grapple only", () => {
    expect(opposedModifiers("grapple", brawler, acrobat)).toEqual({ aggressor: 8, defender: 9 });
    expect(opposedModifiers("grapplePin", brawler, acrobat)).toEqual({ aggressor: 8, defender: 9 });
    expect(opposedModifiers("grappleBreak", brawler, acrobat)).toEqual({ aggressor: 8, defender: 3 });
    expect(opposedModifiers("grapple", acrobat, brawler)).toEqual({ aggressor: 3, defender: 8 });
  });

  it("escaping is the held creature's Escape Artist or grapple against its holder's grapple", () => {
    expect(opposedModifiers("grappleEscape", acrobat, brawler)).toEqual({ aggressor: 9, defender: 8 });
    expect(opposedModifiers("grappleEscape", brawler, acrobat)).toEqual({ aggressor: 8, defender: 3 });
  });

  it("charge and full defense roll nothing", () => {
    expect(opposedModifiers("charge", brawler, acrobat)).toBeNull();
    expect(opposedModifiers("fullDefense", brawler, acrobat)).toBeNull();
  });
});

describe("an unarmed strike's damage by size", () => {
  it("Medium 1d3, Small 1d2, one step of dice per size either way, the three tiniest 1", () => {
    expect(UNARMED_DAMAGE).toEqual({ fine: "1", diminutive: "1", tiny: "1", small: "1d2", medium: "1d3", large: "1d4", huge: "1d6", gargantuan: "1d8", colossal: "2d6" });
  });
});
