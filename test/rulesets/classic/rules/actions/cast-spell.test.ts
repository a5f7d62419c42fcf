/** The chapter's Spellcasting While Grappled and armour's spell failure (50% untrained, or the armour's own when higher). */
import { describe, expect, it } from "vitest";
import { castingFailureChance, mayCastSpell, spellFails } from "../../../../../src/rulesets/classic/rules/actions/cast-spell";

const gestures = { somatic: true, somaticRemoved: false };
const REFUSED = { ok: false, reason: { key: "FRAY.Classic.Maneuver.Refusal.SomaticWhileGrappled" } };

describe("casting in a grapple", () => {
  it("grappled or pinned, a spell with somatic components is refused", () => {
    expect(mayCastSpell(new Set(["grappled"]), gestures)).toEqual(REFUSED);
    expect(mayCastSpell(new Set(["pinned"]), gestures)).toEqual(REFUSED);
  });

  it("Signless Spell, a spell without gestures, or no grapple: the spell may be cast", () => {
    expect(mayCastSpell(new Set(["grappled"]), { somatic: true, somaticRemoved: true })).toEqual({ ok: true });
    expect(mayCastSpell(new Set(["pinned"]), { somatic: false, somaticRemoved: false })).toEqual({ ok: true });
    expect(mayCastSpell(new Set(["prone"]), gestures)).toEqual({ ok: true });
  });
});

describe("spell failure from worn armour", () => {
  it("untrained: 50%, or the armour's own when higher", () => {
    expect(castingFailureChance(gestures, { trained: false, spellFailure: 10 })).toBe(50);
    expect(castingFailureChance(gestures, { trained: false, spellFailure: 70 })).toBe(70);
  });

  it("trained: the armour's own", () => {
    expect(castingFailureChance(gestures, { trained: true, spellFailure: 20 })).toBe(20);
  });

  it("nothing to roll without armour, without gestures, or when they are removed", () => {
    expect(castingFailureChance(gestures, null)).toBe(0);
    expect(castingFailureChance({ somatic: false, somaticRemoved: false }, { trained: false, spellFailure: 10 })).toBe(0);
    expect(castingFailureChance({ somatic: true, somaticRemoved: true }, { trained: false, spellFailure: 10 })).toBe(0);
  });

  it("a d% at or below the chance fails the spell", () => {
    expect(spellFails(50, 50)).toBe(true);
    expect(spellFails(50, 51)).toBe(false);
    expect(spellFails(20, 1)).toBe(true);
  });
});
