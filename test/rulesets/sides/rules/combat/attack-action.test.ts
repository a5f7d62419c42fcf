import { describe, expect, it } from "vitest";
import { attackAction, attackModeAt, weaponAttackAction } from "../../../../../src/rulesets/sides/rules/combat/attack-action";
import { bow, dagger, halberd, longsword, sling, unarmed } from "./fixtures";

describe("which action an attack spends", () => {
  it("a melee weapon or a fist is swung: a Melee Attack", () => {
    for (const weapon of [longsword, unarmed, dagger]) expect(weaponAttackAction(attackModeAt(weapon))).toBe("meleeAttack");
  });

  it("a bow or a sling shoots: a Ranged Attack, even at arm's length", () => {
    for (const weapon of [bow, sling]) expect(weaponAttackAction(attackModeAt(weapon, 5))).toBe("rangedAttack");
  });

  it("a thrown dagger is swung within reach and thrown beyond it", () => {
    expect(attackModeAt(dagger, 5)).toBe("melee");
    expect(attackModeAt(dagger, 10)).toBe("ranged");
  });

  it("a Long weapon still swings at 10 ft", () => {
    expect(attackModeAt(halberd, 10)).toBe("melee");
    expect(attackModeAt(dagger, 10)).toBe("ranged");
  });

  it("a Charge is its own Move-and-Main action, whatever the weapon", () => {
    expect(attackAction({ mode: "melee", charge: { distanceFt: 20, movementFt: 30 } })).toBe("charge");
    expect(attackAction({ mode: "ranged", charge: null })).toBe("rangedAttack");
    expect(attackAction({ mode: "melee", charge: null })).toBe("meleeAttack");
  });
});
