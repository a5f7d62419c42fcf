import { describe, expect, it } from "vitest";
import { resolveGrapple, resolveGrappleEscape } from "../../../../../src/rulesets/classic/rules/maneuvers/grapple";
import {
  canFollowUp,
  grappleMoveMaxFeet,
  resolveGrappleBreak,
  resolveGrappleExpose,
  resolveGrappleMove,
  resolveGrapplePin,
  resolveGrappleSubmission,
} from "../../../../../src/rulesets/classic/rules/maneuvers/grapple-follow-ups";
import { canCastWhileGrappled } from "../../../../../src/rulesets/classic/rules/maneuvers/grappled-spellcasting";
import { CLASSIC_MANEUVER_REFUSAL as R } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";

const lost = { outcome: "failed", reason: { key: R.defenderWon } };

describe("starting a grapple", () => {
  it("a won grapple leaves both creatures grappled", () => {
    expect(resolveGrapple(17, 12)).toEqual({ outcome: "succeeded", aggressorStatuses: ["grappled"], defenderStatuses: ["grappled"] });
  });

  it("the defender's grapple or Escape Artist wins and the grapple fails", () => {
    expect(resolveGrapple(12, 17)).toEqual(lost);
    expect(resolveGrapple(12, 12)).toEqual({ outcome: "reroll" });
  });
});

describe("escaping a grapple", () => {
  it("a won escape frees both, ending any pin or exposure with the hold", () => {
    expect(resolveGrappleEscape(19, 15)).toEqual({ outcome: "succeeded", statusesRemoved: ["grappled", "pinned", "exposed"] });
  });

  it("a lost escape leaves the creature held", () => {
    expect(resolveGrappleEscape(15, 19)).toEqual(lost);
  });
});

describe("what a hold allows", () => {
  const holding = { holding: true, defenderPinned: false };

  it.each(["break", "move", "submission", "pin"] as const)("%s needs the aggressor to be grappling the defender", (followUp) => {
    expect(canFollowUp(followUp, holding)).toEqual({ ok: true });
    expect(canFollowUp(followUp, { holding: false, defenderPinned: false })).toEqual({ ok: false, reason: { key: R.notGrappling } });
  });

  it("expose only on a pinned defender", () => {
    expect(canFollowUp("expose", holding)).toEqual({ ok: false, reason: { key: R.exposeNeedsPin } });
    expect(canFollowUp("expose", { holding: true, defenderPinned: true })).toEqual({ ok: true });
    expect(canFollowUp("expose", { holding: false, defenderPinned: true })).toEqual({ ok: false, reason: { key: R.notGrappling } });
  });

  it("break applies a broken bone injury", () => {
    expect(resolveGrappleBreak(20, 11)).toEqual({ outcome: "succeeded", defenderInjury: "brokenBone" });
    expect(resolveGrappleBreak(11, 20)).toEqual(lost);
  });

  it("expose leaves the pinned defender helpless to the aggressor's allies", () => {
    expect(resolveGrappleExpose(20, 11)).toEqual({ outcome: "succeeded", defenderStatuses: ["exposed"] });
    expect(resolveGrappleExpose(11, 20)).toEqual(lost);
  });

  it("pin stops the defender attacking and moving", () => {
    expect(resolveGrapplePin(20, 11)).toEqual({ outcome: "succeeded", defenderStatuses: ["pinned"] });
    expect(resolveGrapplePin(11, 20)).toEqual(lost);
  });

  it("move drags the defender up to half the aggressor's speed, in whole squares", () => {
    expect(grappleMoveMaxFeet(30)).toBe(15);
    expect(grappleMoveMaxFeet(40)).toBe(20);
    expect(grappleMoveMaxFeet(25)).toBe(10);
    expect(resolveGrappleMove(20, 11, 30)).toEqual({ outcome: "succeeded", maxDistanceFeet: 15 });
    expect(resolveGrappleMove(11, 20, 30)).toEqual(lost);
  });
});

describe("submission over three rounds", () => {
  it("the first and second held rounds count up without harm", () => {
    expect(resolveGrappleSubmission(18, 10, 0, 24)).toEqual({ outcome: "succeeded", roundsHeld: 1, defenderStatuses: [], nonLethalDamage: 0 });
    expect(resolveGrappleSubmission(18, 10, 1, 24)).toEqual({ outcome: "succeeded", roundsHeld: 2, defenderStatuses: [], nonLethalDamage: 0 });
  });

  it("the third held round faints the defender with its maximum HP in non-lethal damage", () => {
    expect(resolveGrappleSubmission(18, 10, 2, 24)).toEqual({ outcome: "succeeded", roundsHeld: 3, defenderStatuses: ["unconscious"], nonLethalDamage: 24 });
  });

  it("a defender who wins breaks the submission but stays grappled", () => {
    expect(resolveGrappleSubmission(10, 18, 2, 24)).toEqual(lost);
  });
});

describe("spellcasting while grappled", () => {
  it("a spell with a somatic component is refused", () => {
    expect(canCastWhileGrappled({ grappled: true, spellHasSomatic: true, somaticRemoved: false })).toEqual({ ok: false, reason: { key: R.somaticWhileGrappled } });
  });

  it("Signless Spell, a spell without somatic components, or not being grappled lets it through", () => {
    expect(canCastWhileGrappled({ grappled: true, spellHasSomatic: true, somaticRemoved: true })).toEqual({ ok: true });
    expect(canCastWhileGrappled({ grappled: true, spellHasSomatic: false, somaticRemoved: false })).toEqual({ ok: true });
    expect(canCastWhileGrappled({ grappled: false, spellHasSomatic: true, somaticRemoved: false })).toEqual({ ok: true });
  });
});
