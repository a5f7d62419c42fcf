import { describe, expect, it } from "vitest";
import { isTouchAttack, targetArmourClass } from "../../../../../src/rulesets/classic/rules/attack/target-ac";
import { CLASSIC_AC_LINE } from "../../../../../src/rulesets/classic/rules/attack/labels";

/** A knight in heavy armour with a full shield and a parrying blade, thick-skinned, nimble, lucky. */
const knight = { armour: 6, shield: 2, parry: 1, natural: 1, dex: 2, dodge: 1, deflection: 1, insight: 1, luck: 1 };

describe("the AC an attack must meet", () => {
  it("a melee or ranged attack meets every part: 10 + 16 = 26", () => {
    expect(targetArmourClass(knight, "melee", false)).toEqual({ value: 26, fromParts: 26, touch: false, roundLines: [] });
    expect(targetArmourClass(knight, "ranged", false).value).toBe(26);
    expect(targetArmourClass(knight, "shieldBash", false).value).toBe(26);
  });

  it("melee and ranged touch attacks ignore shield, parry, armour and natural armour; DEX, deflection, dodge, insight and luck still count", () => {
    expect(targetArmourClass(knight, "meleeTouch", false)).toEqual({ value: 16, fromParts: 16, touch: true, roundLines: [] });
    expect(targetArmourClass(knight, "rangedTouch", false).value).toBe(16);
    expect(isTouchAttack("melee")).toBe(false);
    expect(isTouchAttack("ranged")).toBe(false);
    expect(isTouchAttack("shieldBash")).toBe(false);
  });

  it("a flat-footed target loses its DEX and dodge bonuses", () => {
    expect(targetArmourClass(knight, "melee", true).value).toBe(23);
    expect(targetArmourClass(knight, "meleeTouch", true).value).toBe(13);
  });

  it("the target's own stance this round comes on top: defensive +2, reckless −4", () => {
    const defensive = { key: CLASSIC_AC_LINE.defensiveFighting, value: 2 };
    expect(targetArmourClass(knight, "melee", false, [defensive])).toEqual({ value: 28, fromParts: 26, touch: false, roundLines: [defensive] });
    expect(targetArmourClass(knight, "rangedTouch", false, [{ key: CLASSIC_AC_LINE.recklessFighting, value: -4 }]).value).toBe(12);
  });
});
