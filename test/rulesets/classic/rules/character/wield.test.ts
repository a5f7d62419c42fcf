import { describe, expect, it } from "vitest";
import { checkWield, mayWieldIn, type WieldedItem } from "../../../../../src/rulesets/classic/rules/character/wield";

const sword: WieldedItem = { kind: "weapon" };
const greatsword: WieldedItem = { kind: "weapon", twoHanded: true };
const shield: WieldedItem = { kind: "shield" };
const focus: WieldedItem = { kind: "focus" };
const R = "FRAY.Classic.Wield.Refused";

describe("the primary and offhand slots", () => {
  it("a weapon (two-handed too) and a shield, a weapon and a focus, a focus and a shield", () => {
    const pairs: [WieldedItem, WieldedItem][] = [[sword, shield], [greatsword, shield], [sword, focus], [greatsword, focus], [focus, shield], [shield, focus]];
    for (const [primary, offhand] of pairs) {
      expect(checkWield(primary, offhand)).toEqual({ ok: true, onlyOneCounts: false });
    }
  });

  it("one item or empty hands are fine", () => {
    expect(checkWield(sword, null)).toEqual({ ok: true, onlyOneCounts: false });
    expect(checkWield(null, shield)).toEqual({ ok: true, onlyOneCounts: false });
    expect(checkWield(null, null)).toEqual({ ok: true, onlyOneCounts: false });
  });

  it("no dual wielding: a second weapon is refused", () => {
    expect(checkWield(sword, sword)).toEqual({ ok: false, reason: { key: `${R}.dualWield` } });
  });

  it("a weapon belongs in the primary slot, never the offhand", () => {
    expect(checkWield(shield, sword)).toEqual({ ok: false, reason: { key: `${R}.weaponInOffhand` } });
    expect(checkWield(null, greatsword)).toEqual({ ok: false, reason: { key: `${R}.weaponInOffhand` } });
  });

  it("two shields or two foci may be held, but only one applies", () => {
    expect(checkWield(shield, shield)).toEqual({ ok: true, onlyOneCounts: true });
    expect(checkWield(focus, focus)).toEqual({ ok: true, onlyOneCounts: true });
  });

  it("putting an item in a slot checks it beside what the other slot holds", () => {
    expect(mayWieldIn("offhand", sword, sword)).toEqual({ ok: false, reason: { key: `${R}.dualWield` } });
    expect(mayWieldIn("offhand", shield, sword)).toEqual({ ok: true, onlyOneCounts: false });
    expect(mayWieldIn("primary", sword, focus)).toEqual({ ok: true, onlyOneCounts: false });
    expect(mayWieldIn("primary", sword, sword).ok).toBe(false);
    expect(mayWieldIn("primary", shield, sword)).toEqual({ ok: false, reason: { key: `${R}.weaponInOffhand` } });
  });
});
