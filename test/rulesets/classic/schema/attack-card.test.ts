import { describe, expect, it } from "vitest";
import { initialData } from "../../../../src/core/schema/spec";
import { validateData } from "../../../../src/core/schema/validate";
import { attackCardSchema } from "../../../../src/rulesets/classic/schema/attack-card";

describe("the classic attack card", () => {
  it("a new card is a first melee attack that missed: no confirmation, no damage, nothing applied or spent", () => {
    expect(initialData(attackCardSchema)).toMatchObject({
      schemaVersion: 1,
      mode: "melee",
      iterative: 0,
      opportunity: false,
      stance: "normal",
      grappleShot: null,
      confirmation: null,
      result: "miss",
      damage: null,
      damageRolled: null,
      applied: null,
      spent: "none",
      undone: false,
    });
  });

  it("the second attack of +11/+6/+1: a natural 19 confirmed, 2d8+8 rolled for 17 and applied", () => {
    const card = {
      ...initialData(attackCardSchema),
      iterative: 1,
      attack: { natural: 19, total: 25 },
      confirmation: { natural: 12, total: 18 },
      result: "critical",
      damage: { formula: "2d8+8", lines: [{ key: "FRAY.Classic.Attack.Damage.Strength", value: 4, data: {} }], multiplier: 2 },
      damageRolled: 17,
      applied: { nonLethal: false, lines: [{ key: "FRAY.Classic.Harm.lethal", data: { damage: 17 } }], before: { hp: 30 } },
      spent: "attack",
    };
    expect(validateData(attackCardSchema, card)).toEqual([]);
  });

  it.each([
    ["iterative", { iterative: 4 }, "4 is above the maximum 3"],
    ["attack.natural", { attack: { natural: 21, total: 30 } }, "21 is above the maximum 20"],
    ["confirmation.natural", { confirmation: { natural: 0, total: 3 } }, "0 is below the minimum 1"],
    ["damageRolled", { damageRolled: -1 }, "-1 is below the minimum 0"],
  ])("refuses a card's %s out of range", (path, data, problem) => {
    expect(validateData(attackCardSchema, data)).toEqual([{ path: `system.${path}`, problem }]);
  });
});
