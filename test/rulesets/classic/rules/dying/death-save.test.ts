/** The chapter's "Death" and "Three death roll types": a save on the creature's turn, three failures in a row kill, a success stabilizes. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { deathSaveRoll, percentileTarget, resolveDeathSave } from "../../../../../src/rulesets/classic/rules/dying/death-save";
import { notDying, isDead, readDying, type ClassicDying } from "../../../../../src/rulesets/classic/rules/dying/dying-state";
import { CLASSIC_DEATH_SAVE_OUTCOME as OUT, CLASSIC_DYING_LINE as LINE, CLASSIC_DYING_REFUSAL as NO } from "../../../../../src/rulesets/classic/rules/dying/labels";

const down = (failures = 0, droppingDamage = 14): ClassicDying => ({ down: true, stable: false, failures, droppingDamage, wound: "" });
const FIGHTER = { hitDice: 5, constitutionModifier: 2 };
const fortitude = (dc: number, ...lines: [string, number][]) => ({ ok: true, roll: { kind: "fortitude", dc, lines: lines.map(([key, value]) => ({ key, value })) } });

describe("In death, all are equal", () => {
  it("a d% of 51 or higher saves, then 61, 71 after each failure", () => {
    expect([0, 1, 2].map(percentileTarget)).toEqual([51, 61, 71]);
    expect(deathSaveRoll("allEqual", down(), FIGHTER)).toEqual({ ok: true, roll: { kind: "percentile", formula: "1d100", target: 51 } });
    expect(deathSaveRoll("allEqual", down(2), FIGHTER)).toMatchObject({ roll: { target: 71 } });
  });

  it("51 saves and stabilizes; 50 is a failure", () => {
    expect(resolveDeathSave("allEqual", down(), FIGHTER, 51)).toEqual({ ok: true, outcome: "stabilized", label: OUT.stabilized, dying: { ...down(), stable: true } });
    expect(resolveDeathSave("allEqual", down(), FIGHTER, 50)).toEqual({ ok: true, outcome: "failed", label: OUT.failed, dying: down(1) });
  });

  it("after one failure 60 fails and 61 saves", () => {
    expect(resolveDeathSave("allEqual", down(1), FIGHTER, 60)).toMatchObject({ outcome: "failed", dying: { failures: 2 } });
    expect(resolveDeathSave("allEqual", down(1), FIGHTER, 61)).toMatchObject({ outcome: "stabilized" });
  });

  it("the third failure in a row kills", () => {
    const third = resolveDeathSave("allEqual", down(2), FIGHTER, 70);
    expect(third).toEqual({ ok: true, outcome: "dead", label: OUT.dead, dying: down(3) });
    if (third.ok) expect(isDead(third.dying)).toBe(true);
  });
});

describe("Stats matter!", () => {
  it("Fortitude DC 10 + Hit Dice − Constitution modifier, itemised", () => {
    expect(deathSaveRoll("statsMatter", down(), FIGHTER)).toEqual(fortitude(13, [LINE.base, 10], [LINE.hitDice, 5], [LINE.constitution, -2]));
    expect(deathSaveRoll("statsMatter", down(), { hitDice: 3, constitutionModifier: -1 })).toMatchObject({ roll: { dc: 14 } });
  });

  it("meeting the DC stabilizes, one short gains a failed death save, and the DC does not climb", () => {
    expect(resolveDeathSave("statsMatter", down(), FIGHTER, 13)).toMatchObject({ outcome: "stabilized" });
    expect(resolveDeathSave("statsMatter", down(1), FIGHTER, 12)).toMatchObject({ outcome: "failed", dying: { failures: 2 } });
    expect(deathSaveRoll("statsMatter", down(2), FIGHTER)).toMatchObject({ roll: { dc: 13 } });
  });
});

describe("Brutality", () => {
  it("Fortitude DC 10 + the damage that dropped the creature", () => {
    expect(deathSaveRoll("brutality", down(0, 14), FIGHTER)).toEqual(fortitude(24, [LINE.base, 10], [LINE.droppingDamage, 14]));
    expect(resolveDeathSave("brutality", down(0, 14), FIGHTER, 24)).toMatchObject({ outcome: "stabilized" });
    expect(resolveDeathSave("brutality", down(2, 14), FIGHTER, 23)).toMatchObject({ outcome: "dead" });
  });
});

describe("no death save is due", () => {
  it("for a creature still standing, a stabilized one, or a dead one", () => {
    expect(deathSaveRoll("allEqual", notDying(), FIGHTER)).toEqual({ ok: false, reason: { key: NO.notDying } });
    expect(deathSaveRoll("statsMatter", { ...down(), stable: true }, FIGHTER)).toEqual({ ok: false, reason: { key: NO.stable } });
    expect(deathSaveRoll("brutality", down(3), FIGHTER)).toEqual({ ok: false, reason: { key: NO.dead } });
    expect(resolveDeathSave("allEqual", { ...down(1), stable: true }, FIGHTER, 99)).toEqual({ ok: false, reason: { key: NO.stable } });
  });

  it("a stored dying state reads back; damaged data reads as standing", () => {
    expect(readDying(down(2, 9))).toEqual(down(2, 9));
    expect(readDying(null)).toEqual(notDying());
    expect(readDying({ ...down(2), failures: 4 }).failures).toBe(0);
    expect(readDying({ ...down(2), failures: -1 }).failures).toBe(0);
    expect(readDying({ ...down(2), droppingDamage: -3 }).droppingDamage).toBe(0);
  });
});

describe("whatever the rolls", () => {
  it("a dying creature ends stabilized or dead within three saves, never both", () => {
    const types = fc.constantFrom("allEqual" as const, "statsMatter" as const, "brutality" as const);
    fc.assert(
      fc.property(types, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 40 }), (type, rolls, dropping) => {
        let dying = down(0, dropping);
        for (const rolled of rolls) {
          const save = resolveDeathSave(type, dying, FIGHTER, rolled);
          if (!save.ok) break;
          dying = save.dying;
        }
        expect(dying.stable !== isDead(dying)).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });
});
