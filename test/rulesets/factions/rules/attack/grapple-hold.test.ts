import { describe, expect, it } from "vitest";
import { breakFree, holdAfter, holdSurvives, shove, type GrabberAction } from "../../../../../src/rulesets/factions/rules/attack/grapple-hold";
import { FACTIONS_NON_LETHAL as LABEL, FACTIONS_NON_LETHAL_REFUSAL as REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";

const kept = { held: true, result: { key: LABEL.keepsHold } };
const freed = { held: false, result: { key: LABEL.freed } };

describe("holding a grabbed character", () => {
  it.each<GrabberAction>(["moveTogether", "attackGrabbed", "hideBehindGrabbed"])("the grabber keeps hold after %s", (action) => {
    expect(holdAfter(action)).toEqual(kept);
  });

  it("anything else the grabber does frees them", () => {
    expect(holdAfter("other")).toEqual(freed);
  });

  it("a shove frees them", () => {
    expect(holdAfter("shove")).toEqual({ held: false, result: { key: LABEL.shoved } });
  });
});

describe("a shove: half a zone, into a hazard, or both", () => {
  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])("half a zone %s, into a hazard %s: freed and pushed", (halfZone, intoHazard) => {
    expect(shove(true, { halfZone, intoHazard })).toEqual({ ok: true, hold: { held: false, result: { key: LABEL.shoved } }, push: { halfZone, intoHazard } });
  });

  it("a shove that pushes nowhere is refused", () => {
    expect(shove(true, { halfZone: false, intoHazard: false })).toEqual({ ok: false, reason: { key: REFUSAL.shoveGoesNowhere } });
  });

  it("only a grabber can shove", () => {
    expect(shove(false, { halfZone: true, intoHazard: false })).toEqual({ ok: false, reason: { key: REFUSAL.notGrabbing } });
  });
});

describe("the hold ends", () => {
  it("when the grabbed character passes a STR save to break free", () => {
    expect(breakFree(true)).toEqual(freed);
    expect(breakFree(false)).toEqual(kept);
  });

  it("when the grabber is incapacitated", () => {
    expect(holdSurvives(true)).toEqual(freed);
    expect(holdSurvives(false)).toEqual(kept);
  });
});
