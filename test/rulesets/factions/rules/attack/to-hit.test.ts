import { describe, expect, it } from "vitest";
import { toHit, type ToHitFacts } from "../../../../../src/rulesets/factions/rules/attack/to-hit";
import { FACTIONS_ATTACK_REFUSAL as REFUSAL, FACTIONS_WIT_SAVE_BECAUSE as BECAUSE } from "../../../../../src/rulesets/factions/rules/attack/labels";

const facts = (over: Partial<ToHitFacts>): ToHitFacts => ({ kind: "melee", nearby: true, band: "withinHalf", visible: true, moving: false, ...over });
const saves = (...keys: string[]) => ({ ok: true, witSaveBecause: keys.map((key) => ({ key })) });
const refused = (key: string) => ({ ok: false, reason: { key } });

describe("melee attacks: a nearby target, a WIT save to hit one the attacker cannot see", () => {
  it("a seen nearby target is hit automatically", () => {
    expect(toHit(facts({}))).toEqual(saves());
  });

  it("moving changes nothing for a melee attack", () => {
    expect(toHit(facts({ moving: true }))).toEqual(saves());
  });

  it("an unseen nearby target needs a WIT save", () => {
    expect(toHit(facts({ visible: false }))).toEqual(saves(BECAUSE.unseen));
  });

  it.each(["withinHalf", "beyondHalf", "outOfRange"] as const)("a target not in the attacker's zone is refused, %s or not", (band) => {
    expect(toHit(facts({ nearby: false, band }))).toEqual(refused(REFUSAL.notNearby));
  });

  it("an unseen target outside the zone is refused, not rolled for", () => {
    expect(toHit(facts({ nearby: false, visible: false }))).toEqual(refused(REFUSAL.notNearby));
  });

  it("a nearby target is reached whatever band the weapon's range puts it in", () => {
    expect(toHit(facts({ band: "outOfRange" }))).toEqual(saves());
  });
});

describe("ranged attacks: a visible target in range", () => {
  const ranged = (over: Partial<ToHitFacts>) => facts({ kind: "ranged", ...over });

  it("a still archer hits a seen target within half range automatically, in the zone or not", () => {
    expect(toHit(ranged({}))).toEqual(saves());
    expect(toHit(ranged({ nearby: false }))).toEqual(saves());
  });

  it("beyond half range needs a WIT save", () => {
    expect(toHit(ranged({ band: "beyondHalf" }))).toEqual(saves(BECAUSE.beyondHalfRange));
  });

  it("shooting while moving within half range needs a WIT save", () => {
    expect(toHit(ranged({ band: "withinHalf", moving: true }))).toEqual(saves(BECAUSE.moving));
  });

  it("beyond half range while moving is refused", () => {
    expect(toHit(ranged({ band: "beyondHalf", moving: true }))).toEqual(refused(REFUSAL.beyondHalfRangeWhileMoving));
  });

  it("an unseen target is refused, even nearby", () => {
    expect(toHit(ranged({ visible: false }))).toEqual(refused(REFUSAL.unseenRanged));
  });

  it("a target out of range is refused before anything else", () => {
    expect(toHit(ranged({ band: "outOfRange", visible: false, moving: true }))).toEqual(refused(REFUSAL.outOfRange));
  });
});

describe("indirect attacks: only beyond half range, always a WIT save, never while moving", () => {
  const indirect = (over: Partial<ToHitFacts>) => facts({ kind: "indirect", band: "beyondHalf", ...over });

  it("beyond half range always rolls a WIT save, seen or not", () => {
    expect(toHit(indirect({}))).toEqual(saves(BECAUSE.indirect));
    expect(toHit(indirect({ visible: false }))).toEqual(saves(BECAUSE.indirect));
  });

  it("a target within half range is too close, in the zone or not", () => {
    expect(toHit(indirect({ band: "withinHalf" }))).toEqual(refused(REFUSAL.indirectTooClose));
    expect(toHit(indirect({ band: "withinHalf", nearby: false }))).toEqual(refused(REFUSAL.indirectTooClose));
  });

  it("moving is refused", () => {
    expect(toHit(indirect({ moving: true }))).toEqual(refused(REFUSAL.indirectWhileMoving));
  });

  it("out of range is refused, even while moving", () => {
    expect(toHit(indirect({ band: "outOfRange", moving: true }))).toEqual(refused(REFUSAL.outOfRange));
  });
});
