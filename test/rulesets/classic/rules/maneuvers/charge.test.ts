import { describe, expect, it } from "vitest";
import { chargeSwiftAllowed, planCharge } from "../../../../../src/rulesets/classic/rules/maneuvers/charge";
import { CLASSIC_MANEUVER_LINE as L, CLASSIC_MANEUVER_REFUSAL as R } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";

const charge = { speedFeet: 30, distanceFeet: 40, straightAndUnobstructed: true, twoHanded: false };

describe("charge", () => {
  it("a one-handed charge: full round, +2 damage and −2 AC until the next turn", () => {
    expect(planCharge(charge)).toEqual({
      ok: true,
      action: "fullRound",
      damageLines: [{ key: L.chargeDamage, value: 2 }],
      armorClassLines: [{ key: L.chargeArmorClass, value: -2 }],
    });
  });

  it("a two-handed weapon charges for +4 damage", () => {
    expect(planCharge({ ...charge, twoHanded: true })).toMatchObject({ ok: true, damageLines: [{ key: L.chargeDamage, value: 4 }] });
  });

  it("needs at least 10 ft of movement", () => {
    expect(planCharge({ ...charge, distanceFeet: 5 })).toEqual({ ok: false, reason: { key: R.chargeTooShort, data: { min: 10 } } });
    expect(planCharge({ ...charge, distanceFeet: 10 }).ok).toBe(true);
  });

  it("goes no farther than twice the speed", () => {
    expect(planCharge({ ...charge, distanceFeet: 60 }).ok).toBe(true);
    expect(planCharge({ ...charge, distanceFeet: 65 })).toEqual({ ok: false, reason: { key: R.chargeTooFar, data: { max: 60 } } });
  });

  it("runs in a straight, unobstructed line or not at all", () => {
    expect(planCharge({ ...charge, straightAndUnobstructed: false })).toEqual({ ok: false, reason: { key: R.chargeNotStraight } });
  });
});

describe("the charge's swift exception", () => {
  it.each(["swapWeapon", "drinkPotion", "applyOil"])("%s is allowed while charging", (swift) => {
    expect(chargeSwiftAllowed(swift, 0)).toEqual({ ok: true });
  });

  it("any other swift action is refused", () => {
    expect(chargeSwiftAllowed("quickenedSpell", 0)).toEqual({ ok: false, reason: { key: R.chargeSwift } });
  });

  it("only one swift action in a charge", () => {
    expect(chargeSwiftAllowed("drinkPotion", 1)).toEqual({ ok: false, reason: { key: R.chargeSwift } });
  });
});
