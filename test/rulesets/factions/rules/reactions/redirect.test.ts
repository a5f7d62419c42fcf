import { describe, expect, it } from "vitest";
import { dodgeResult } from "../../../../../src/rulesets/factions/rules/reactions/dodge";
import { guard, type Guardian } from "../../../../../src/rulesets/factions/rules/reactions/guard";
import { hideBehind, type HidingPlace } from "../../../../../src/rulesets/factions/rules/reactions/hide-behind";
import { moment, refused as no } from "./fixtures";

describe("Dodge: an AGI save; on a pass the attack misses", () => {
  it("a passed AGI save makes the attack miss", () => {
    expect(dodgeResult(true)).toEqual({ misses: true, outcome: "FRAY.Factions.Reaction.Outcome.dodged" });
  });
  it("a failed one lets the attack go on to damage", () => {
    expect(dodgeResult(false)).toEqual({ misses: false, outcome: "FRAY.Factions.Reaction.Outcome.dodgeFailed" });
  });
});

describe("Hide behind a nearby character, who must agree", () => {
  const place = (over: Partial<HidingPlace> = {}): HidingPlace => ({
    id: "squire", nearby: true, agrees: true, grabbedByHider: false, alreadyTargeted: false, ...over,
  });
  it("a nearby character who agrees becomes the new target and may make its own reaction", () => {
    expect(hideBehind(place())).toEqual({ ok: true, newTargetId: "squire", newTargetMayReact: true });
  });
  it("one who does not agree cannot be hidden behind", () => {
    expect(hideBehind(place({ agrees: false }))).toEqual(no("declined"));
  });
  it("a grabbed character has no option but to become the new target", () => {
    expect(hideBehind(place({ agrees: false, grabbedByHider: true }))).toEqual({ ok: true, newTargetId: "squire", newTargetMayReact: true });
  });
  it("only a nearby character will do, even a grabbed one", () => {
    expect(hideBehind(place({ nearby: false, grabbedByHider: true }))).toEqual(no("notNearby"));
  });
  it("the attack is not passed back to someone it already targeted", () => {
    expect(hideBehind(place({ alreadyTargeted: true, agrees: false }))).toEqual(no("alreadyTargeted"));
  });
});

describe("Guard: a character nearby the target becomes the new target", () => {
  const guardian = (over: Partial<Guardian> = {}): Guardian => ({
    id: "bodyguard", aware: true, tookTurnThisRound: false, able: true, nearTarget: true, alreadyTargeted: false, ...over,
  });
  it("steps in as the new target, and can then neither dodge nor counter", () => {
    expect(guard(moment(), guardian())).toEqual({ ok: true, newTargetId: "bodyguard", newTargetMayReact: false });
  });
  it("must be near the target", () => {
    expect(guard(moment(), guardian({ nearTarget: false }))).toEqual(no("notNearby"));
  });
  it("cannot guard when already a target of the attack", () => {
    expect(guard(moment(), guardian({ alreadyTargeted: true }))).toEqual(no("alreadyTargeted"));
  });
  it("guarding is a reaction: it needs the turn not yet taken this round", () => {
    expect(guard(moment(), guardian({ tookTurnThisRound: true, nearTarget: false }))).toEqual(no("alreadyActed"));
  });
  it("and an open window: not once an attack stunt is accepted", () => {
    expect(guard(moment({ stunt: "accepted" }), guardian({ tookTurnThisRound: true }))).toEqual(no("stuntAccepted"));
  });
});
