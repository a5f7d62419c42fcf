import { describe, expect, it } from "vitest";
import { attackIterative, attackModesOf, checkAttackMode, extraDamageLines, wieldedTwoHanded } from "../../../../../src/rulesets/classic/rules/attack/attack-modes";
import { grappleShotApplies } from "../../../../../src/rulesets/classic/rules/attack/grapple-shot";
import { CLASSIC_ATTACK_MODE, CLASSIC_ATTACK_REFUSAL, CLASSIC_DAMAGE_LINE } from "../../../../../src/rulesets/classic/rules/attack/labels";
import { CLASSIC_MANEUVER_LINE } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";

const sword = { shield: false as const, ranged: false, thrown: false };
const dagger = { shield: false as const, ranged: false, thrown: true };
const javelin = { shield: false as const, ranged: true, thrown: true };
const bow = { shield: false as const, ranged: true, thrown: false };

describe("how a weapon may be used", () => {
  it("a sword strikes in melee or makes a melee touch; a dagger may also be thrown; a javelin only flies; a bow shoots; a shield bashes", () => {
    expect(attackModesOf(sword)).toEqual(["melee", "meleeTouch"]);
    expect(attackModesOf(dagger)).toEqual(["melee", "thrown", "meleeTouch", "rangedTouch"]);
    expect(attackModesOf(javelin)).toEqual(["thrown", "rangedTouch"]);
    expect(attackModesOf(bow)).toEqual(["ranged", "rangedTouch"]);
    expect(attackModesOf({ shield: true })).toEqual(["shieldBash"]);
  });

  it("a bow in melee touch is refused, naming the mode; a throw is a ranged attack that adds Strength", () => {
    expect(checkAttackMode("meleeTouch", bow)).toEqual({ ok: false, reason: { key: CLASSIC_ATTACK_REFUSAL.modeNotAllowed, data: { mode: CLASSIC_ATTACK_MODE.meleeTouch } } });
    expect(checkAttackMode("thrown", dagger)).toEqual({ ok: true, kind: "ranged", thrown: true });
    expect(checkAttackMode("melee", sword)).toEqual({ ok: true, kind: "melee", thrown: false });
    expect(checkAttackMode("shieldBash", { shield: true })).toEqual({ ok: true, kind: "shieldBash", thrown: false });
  });

  it("two hands: always a two-handed weapon in melee, a one-handed one when chosen, never a throw or a bash", () => {
    expect(wieldedTwoHanded("melee", { twoHanded: true }, false)).toBe(true);
    expect(wieldedTwoHanded("melee", { twoHanded: false }, true)).toBe(true);
    expect(wieldedTwoHanded("melee", { twoHanded: false }, false)).toBe(false);
    expect(wieldedTwoHanded("thrown", { twoHanded: false }, true)).toBe(false);
    expect(wieldedTwoHanded("shieldBash", { twoHanded: true }, true)).toBe(false);
  });
});

describe("which attack of the round", () => {
  it("+11/+6/+1 after one attack: the second or third may be made, the first is used", () => {
    expect(attackIterative(1, 1, false)).toEqual({ ok: true, iterative: 1 });
    expect(attackIterative(2, 1, false)).toEqual({ ok: true, iterative: 2 });
    expect(attackIterative(0, 1, false)).toEqual({ ok: false, reason: { key: CLASSIC_ATTACK_REFUSAL.iterativeUsed, data: { attack: 1, next: 2 } } });
  });

  it("an attack of opportunity always uses the first (highest) bonus", () => {
    expect(attackIterative(2, 3, true)).toEqual({ ok: true, iterative: 0 });
  });
});

describe("damage lines beyond Strength", () => {
  it("Weapon Offensive Training's +2, and a charge's +2 (+4 in two hands)", () => {
    expect(extraDamageLines(2, false, false)).toEqual([{ key: CLASSIC_DAMAGE_LINE.weaponBonus, value: 2 }]);
    expect(extraDamageLines(0, true, false)).toEqual([{ key: CLASSIC_MANEUVER_LINE.chargeDamage, value: 2 }]);
    expect(extraDamageLines(0, true, true)).toEqual([{ key: CLASSIC_MANEUVER_LINE.chargeDamage, value: 4 }]);
    expect(extraDamageLines(0, false, true)).toEqual([]);
  });
});

describe("shooting into a grapple", () => {
  it("a shot or a ranged touch at a grappling creature risks the other; a melee blow or an ungrappled target does not", () => {
    expect(grappleShotApplies("ranged", true)).toBe(true);
    expect(grappleShotApplies("rangedTouch", true)).toBe(true);
    expect(grappleShotApplies("melee", true)).toBe(false);
    expect(grappleShotApplies("ranged", false)).toBe(false);
  });
});
