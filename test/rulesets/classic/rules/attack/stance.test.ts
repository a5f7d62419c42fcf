import { describe, expect, it } from "vitest";
import { CLASSIC_AC_LINE, CLASSIC_ATTACK_LINE, CLASSIC_DAMAGE_LINE } from "../../../../../src/rulesets/classic/rules/attack/labels";
import { stanceLines } from "../../../../../src/rulesets/classic/rules/attack/stance";

describe("fighting stances taken when attacking", () => {
  it("reckless fighting: −4 AC (dodge) and +2 damage (circumstance)", () => {
    expect(stanceLines("reckless")).toEqual({ attack: [], damage: [{ key: CLASSIC_DAMAGE_LINE.recklessFighting, value: 2 }], armourClass: [{ key: CLASSIC_AC_LINE.recklessFighting, value: -4 }] });
  });

  it("defensive fighting: −4 to attack and +2 AC (circumstance)", () => {
    expect(stanceLines("defensive")).toEqual({ attack: [{ key: CLASSIC_ATTACK_LINE.defensiveFighting, value: -4 }], damage: [], armourClass: [{ key: CLASSIC_AC_LINE.defensiveFighting, value: 2 }] });
  });

  it("fighting normally changes nothing", () => {
    expect(stanceLines("normal")).toEqual({ attack: [], damage: [], armourClass: [] });
  });

  it("a caller changing the lines it got does not change the next attack's", () => {
    stanceLines("reckless").damage.push({ key: "x", value: 9 });
    stanceLines("defensive").attack.pop();
    stanceLines("defensive").armourClass.pop();
    expect(stanceLines("reckless").damage).toHaveLength(1);
    expect(stanceLines("defensive").attack).toHaveLength(1);
    expect(stanceLines("defensive").armourClass).toHaveLength(1);
  });
});
