/** One hit on a creature: lethal damage stops at 0 HP and drops it; non-lethal counts up; massive hits call for a save. */
import { describe, expect, it } from "vitest";
import { afterMassiveSave, dyingStatuses, massiveSaveDue, takeHit, type ClassicHarmState } from "../../../../../src/rulesets/classic/rules/dying/harm";
import { notDying } from "../../../../../src/rulesets/classic/rules/dying/dying-state";

const fighter = (hp: number, nonLethal = 0): ClassicHarmState => ({ hp, maxHp: 20, nonLethal, dying: notDying() });
const down = (failures = 0, stable = false) => ({ ...notDying(), down: true, stable, failures, droppingDamage: 6 });

describe("taking a hit", () => {
  it("7 lethal damage takes 12 HP to 5 and leaves the fighter standing", () => {
    expect(takeHit(fighter(12), { damage: 7, nonLethal: false })).toEqual(fighter(5));
  });

  it("9 damage on 6 HP stops at 0 and drops the fighter, remembering the 9 that did it", () => {
    expect(takeHit(fighter(6), { damage: 9, nonLethal: false })).toEqual({ ...fighter(0), dying: { ...notDying(), down: true, droppingDamage: 9 } });
  });

  it("a fighter already down and hit again keeps its failed death saves", () => {
    const hit = takeHit({ ...fighter(0), dying: down(2) }, { damage: 4, nonLethal: false });
    expect(hit.dying).toEqual(down(2));
    expect(hit.hp).toBe(0);
  });

  it("non-lethal damage adds up and leaves HP alone; negative damage counts as none", () => {
    expect(takeHit(fighter(12, 3), { damage: 5, nonLethal: true })).toEqual(fighter(12, 8));
    expect(takeHit(fighter(12), { damage: -4, nonLethal: false })).toEqual(fighter(12));
  });
});

describe("massive damage", () => {
  it("10 lethal of 20 max HP calls for Fortitude DC 10 + attacker's 4 HD = 14", () => {
    expect(massiveSaveDue(fighter(20), { damage: 10, nonLethal: false }, 4)?.dc).toBe(14);
  });

  it("9 damage is under half; non-lethal and a creature already down roll no save", () => {
    expect(massiveSaveDue(fighter(20), { damage: 9, nonLethal: false }, 4)).toBeNull();
    expect(massiveSaveDue(fighter(20), { damage: 10, nonLethal: true }, 4)).toBeNull();
    expect(massiveSaveDue({ ...fighter(0), dying: down() }, { damage: 12, nonLethal: false }, 4)).toBeNull();
  });

  it("a failed save (13 against 14) drops the fighter left at 10 HP to 0 with its first death save failed", () => {
    expect(afterMassiveSave(fighter(10), 13, 14, 10)).toEqual({ ...fighter(0), dying: { ...notDying(), down: true, failures: 1, droppingDamage: 10 } });
  });

  it("a save that meets the DC changes nothing", () => {
    expect(afterMassiveSave(fighter(10), 14, 14, 10)).toEqual(fighter(10));
  });
});

describe("the token's going-down statuses", () => {
  const none = { unconscious: false, dying: false, stabilized: false, dead: false };
  it("standing: none; knocked out by non-lethal damage: unconscious only", () => {
    expect(dyingStatuses(fighter(8, 2))).toEqual(none);
    expect(dyingStatuses(fighter(8, 8))).toEqual({ ...none, unconscious: true });
  });

  it("down and bleeding: unconscious and dying; stabilized: unconscious and stabilized", () => {
    expect(dyingStatuses({ ...fighter(0), dying: down(1) })).toEqual({ ...none, unconscious: true, dying: true });
    expect(dyingStatuses({ ...fighter(0), dying: down(1, true) })).toEqual({ ...none, unconscious: true, stabilized: true });
  });

  it("three failures: dead alone", () => {
    expect(dyingStatuses({ ...fighter(0), dying: down(3) })).toEqual({ ...none, dead: true });
  });
});
