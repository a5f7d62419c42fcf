import { describe, expect, it } from "vitest";
import { maximumWoundPoints } from "../../../../../src/rulesets/declared/rules/creature/wound-points";
import { armourScore, defenseScore } from "../../../../../src/rulesets/declared/rules/creature/defense";

describe("Wound Points, Defense and Armour", () => {
  it("Wound Points = Strength: Strength 15 gives 15 Wound Points, listed as Strength", () => {
    expect(maximumWoundPoints(15)).toEqual({ value: 15, lines: [{ key: "FRAY.Declared.Creature.Line.Strength", value: 15 }] });
  });

  it("a talent's bonus adds to the Strength score; a zero bonus is not listed", () => {
    const tough = { key: "FRAY.Declared.Test.Tough", value: 3 };
    const out = maximumWoundPoints(12, [tough, { key: "FRAY.Declared.Test.Nothing", value: 0 }]);
    expect(out.value).toBe(15);
    expect(out.lines).toEqual([{ key: "FRAY.Declared.Creature.Line.Strength", value: 12 }, tough]);
  });

  it("Wound Points never go below 0, whatever the penalties", () => {
    expect(maximumWoundPoints(2, [{ key: "FRAY.Declared.Test.Curse", value: -5 }]).value).toBe(0);
  });

  it("Defense is 10 + Agility modifier + Defense bonus: AGI +2 in a +3 armour has Defense 15, each part listed", () => {
    expect(defenseScore({ agilityModifier: 2, defenseBonus: 3 })).toEqual({
      value: 15,
      lines: [
        { key: "FRAY.Declared.Creature.Line.Base", value: 10 },
        { key: "FRAY.Declared.Creature.Line.Agility", value: 2 },
        { key: "FRAY.Declared.Creature.Line.DefenseBonus", value: 3 },
      ],
    });
  });

  it("a clumsy creature without armour: AGI −1 gives Defense 9, the empty bonus not listed", () => {
    expect(defenseScore({ agilityModifier: -1, defenseBonus: 0 })).toEqual({
      value: 9,
      lines: [
        { key: "FRAY.Declared.Creature.Line.Base", value: 10 },
        { key: "FRAY.Declared.Creature.Line.Agility", value: -1 },
      ],
    });
  });

  it("an unremarkable creature shows only the base 10", () => {
    expect(defenseScore({ agilityModifier: 0, defenseBonus: 0, extra: [] })).toEqual({ value: 10, lines: [{ key: "FRAY.Declared.Creature.Line.Base", value: 10 }] });
  });

  it("full defense's +4 and a prone −4 come in as extra lines and count", () => {
    const fullDefense = { key: "FRAY.Declared.Test.FullDefense", value: 4 };
    const prone = { key: "FRAY.Declared.Test.Prone", value: -4 };
    const out = defenseScore({ agilityModifier: 1, defenseBonus: 2, extra: [fullDefense, prone] });
    expect(out.value).toBe(13);
    expect(out.lines.slice(-2)).toEqual([fullDefense, prone]);
  });

  it("Armour is the sum of armour bonuses: a mail shirt's 3 and a helmet's 1 make 4", () => {
    expect(armourScore([3, 1])).toBe(4);
    expect(armourScore([])).toBe(0);
  });

  it("a damaged piece's negative bonus lowers Armour but never below 0", () => {
    expect(armourScore([3, -1])).toBe(2);
    expect(armourScore([-2])).toBe(0);
  });
});
