import { describe, expect, it } from "vitest";
import { CLASSIC_MANEUVER_IDS, CLASSIC_MANEUVERS } from "../../../../../src/rulesets/classic/rules/maneuvers/maneuver-table";
import { CLASSIC_MANEUVER_LINE as L } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { planManeuverOpening, planManeuverRoll, reachesOpposedRoll } from "../../../../../src/rulesets/classic/rules/maneuvers/maneuver-opening";

describe("the maneuvers as the chapter lists them", () => {
  it.each([
    ["charge", "fullRound", false, false, null, false, false],
    ["disarm", "attack", true, true, "dexterity", true, false],
    ["feignedStrike", "standard", false, false, "beguile", false, false],
    ["fullDefense", "fullRound", false, false, null, false, false],
    ["grapple", "standard", true, true, "grapple", false, true],
    ["grappleBreak", "standard", false, false, "grapple", false, false],
    ["grappleExpose", "standard", false, false, "grapple", false, false],
    ["grappleMove", "standard", false, false, "grapple", false, false],
    ["grappleSubmission", "standard", false, false, "grapple", false, true],
    ["grapplePin", "standard", false, false, "grapple", false, true],
    ["grappleEscape", "free", false, false, "grapple", false, true],
    ["shatter", "attack", false, false, "attack", false, false],
    ["shove", "standard", true, true, "strength", true, false],
    ["swallowWhole", "standard", false, false, "grapple", false, true],
    ["trample", "fullRound", true, true, "strength", true, false],
    ["trip", "attack", true, true, "strength", true, false],
  ] as const)("%s: %s action, provokes %s, touch attack %s, opposed %s, size %s, Escape Artist %s", (id, action, provokes, touchAttack, opposed, sizeApplies, ea) => {
    expect(CLASSIC_MANEUVERS[id]).toEqual({ action, provokes, touchAttack, opposed, sizeApplies, defenderMayEscapeArtist: ea });
  });

  it("lists sixteen maneuvers and follow-ups", () => {
    expect(CLASSIC_MANEUVER_IDS).toHaveLength(16);
  });
});

describe("opening a maneuver", () => {
  it("a trip from a threatened square provokes and needs a touch attack", () => {
    expect(planManeuverOpening("trip", true)).toMatchObject({ action: "attack", provokes: true, touchAttack: true, opposed: "strength" });
  });

  it("the Attack of Opportunity only comes when the aggressor stands where the defender threatens", () => {
    expect(planManeuverOpening("grapple", false)).toMatchObject({ provokes: false, touchAttack: true, defenderMayEscapeArtist: true });
  });

  it("a maneuver that never provokes does not, even in a threatened square", () => {
    expect(planManeuverOpening("shatter", true)).toMatchObject({ provokes: false, touchAttack: false });
  });

  it("a missed touch attack ends the attempt before the opposed roll", () => {
    expect(reachesOpposedRoll("shove", false)).toBe(false);
    expect(reachesOpposedRoll("shove", true)).toBe(true);
  });

  it("a maneuver without a touch attack goes straight to its opposed roll", () => {
    expect(reachesOpposedRoll("feignedStrike", false)).toBe(true);
  });
});

describe("the opposed roll of a maneuver", () => {
  const large = { modifier: 5, size: "large" as const };
  const medium = { modifier: 2, size: "medium" as const };

  it("a trip adds size and the −4 of a damaging Attack of Opportunity", () => {
    expect(planManeuverRoll("trip", large, medium, true)?.aggressor).toEqual({
      lines: [{ key: L.modifier, value: 5 }, { key: L.size, value: 1 }, { key: L.attackOfOpportunity, value: -4 }],
      formula: "1d20+2",
    });
  });

  it("a trip whose Attack of Opportunity missed takes no −4", () => {
    expect(planManeuverRoll("trip", large, medium, false)?.aggressor.formula).toBe("1d20+6");
  });

  it("a grapple roll adds no size line: the grapple modifier holds it", () => {
    expect(planManeuverRoll("grapple", large, medium, false)?.aggressor).toEqual({ lines: [{ key: L.modifier, value: 5 }], formula: "1d20+5" });
  });

  it("a shatter, which provokes nothing, never carries the −4", () => {
    expect(planManeuverRoll("shatter", medium, medium, true)?.aggressor.lines).toEqual([{ key: L.modifier, value: 2 }]);
  });

  it.each(["charge", "fullDefense"] as const)("%s has no opposed roll", (id) => {
    expect(planManeuverRoll(id, medium, medium, false)).toBeNull();
  });
});
