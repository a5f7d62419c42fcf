import { describe, expect, it } from "vitest";
import { conditionAttackLines, conditionCheckLines, conditionDefenseLines, conditionsAllowAction, conditionSpeed } from "../../../../../src/rulesets/declared/rules/condition/condition-effects";

const L = "FRAY.Declared.Condition.Line";
const has = (...ids: string[]) => new Set(ids);

describe("what the conditions do (the chapter's Conditions are TBA: our decisions)", () => {
  it("prone: −4 Defense against melee, +4 against ranged attacks", () => {
    expect(conditionDefenseLines(has("prone"), "melee", 0)).toEqual([{ key: `${L}.Prone`, value: -4 }]);
    expect(conditionDefenseLines(has("prone"), "ranged", 0)).toEqual([{ key: `${L}.Prone`, value: 4 }]);
  });

  it("paralyzed: a good Agility no longer adds to Defense, a poor one still counts", () => {
    expect(conditionDefenseLines(has("paralyzed"), "melee", 3)).toEqual([{ key: `${L}.Paralyzed`, value: -3 }]);
    expect(conditionDefenseLines(has("paralyzed"), "melee", 0)).toEqual([]);
    expect(conditionDefenseLines(has("paralyzed"), "melee", -1)).toEqual([]);
  });

  it("no condition, no line", () => {
    expect(conditionDefenseLines(has("surprised", "concussed"), "melee", 2)).toEqual([]);
    expect(conditionAttackLines(has("hobbled", "deafenedOneEar"), "ranged")).toEqual([]);
    expect(conditionCheckLines(has("prone"), "sight")).toEqual([]);
  });

  it("a prone attacker takes −4 in melee and nothing with a ranged weapon", () => {
    expect(conditionAttackLines(has("prone"), "melee")).toEqual([{ key: `${L}.Prone`, value: -4 }]);
    expect(conditionAttackLines(has("prone"), "ranged")).toEqual([]);
  });

  it("concussed: −2 on attacks and on every check", () => {
    expect(conditionAttackLines(has("concussed"), "melee")).toEqual([{ key: `${L}.Concussed`, value: -2 }]);
    expect(conditionCheckLines(has("concussed"), null)).toEqual([{ key: `${L}.Concussed`, value: -2 }]);
  });

  it("blinded in one eye: −2 on ranged attacks and on checks by sight, not in melee", () => {
    expect(conditionAttackLines(has("blindedOneEye"), "ranged")).toEqual([{ key: `${L}.BlindedOneEye`, value: -2 }]);
    expect(conditionAttackLines(has("blindedOneEye"), "melee")).toEqual([]);
    expect(conditionCheckLines(has("blindedOneEye"), "sight")).toEqual([{ key: `${L}.BlindedOneEye`, value: -2 }]);
    expect(conditionCheckLines(has("blindedOneEye"), "hearing")).toEqual([]);
  });

  it("deafened in one ear: −2 on checks by hearing only", () => {
    expect(conditionCheckLines(has("deafenedOneEar"), "hearing")).toEqual([{ key: `${L}.DeafenedOneEar`, value: -2 }]);
    expect(conditionCheckLines(has("deafenedOneEar"), "sight")).toEqual([]);
    expect(conditionCheckLines(has("deafenedOneEar"), null)).toEqual([]);
  });

  it("several conditions add their lines together", () => {
    expect(conditionAttackLines(has("prone", "concussed"), "melee").map((l) => l.value)).toEqual([-4, -2]);
    expect(conditionCheckLines(has("concussed", "blindedOneEye", "deafenedOneEar"), "sight").map((l) => l.value)).toEqual([-2, -2]);
    expect(conditionDefenseLines(has("prone", "paralyzed"), "melee", 2).map((l) => l.value)).toEqual([-4, -2]);
  });

  it("a paralyzed creature takes no action; the others may", () => {
    expect(conditionsAllowAction(has("paralyzed"))).toEqual({ ok: false, reason: { key: "FRAY.Declared.Condition.Refusal.Paralyzed" } });
    expect(conditionsAllowAction(has("prone", "concussed", "speechless"))).toEqual({ ok: true });
  });

  it("hobbled halves speed; paralyzed stops movement", () => {
    expect(conditionSpeed(has("hobbled"))).toEqual({ halved: true, immobile: false });
    expect(conditionSpeed(has("paralyzed"))).toEqual({ halved: false, immobile: true });
    expect(conditionSpeed(has())).toEqual({ halved: false, immobile: false });
  });
});
