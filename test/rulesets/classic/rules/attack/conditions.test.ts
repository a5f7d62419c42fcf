import { describe, expect, it } from "vitest";
import {
  attackerConditionLines,
  CLASSIC_CONDITION_LINE as L,
  CLASSIC_CONDITION_REFUSAL as R,
  conditionsAllowAttack,
  isHelpless,
  targetConditionLines,
} from "../../../../../src/rulesets/classic/rules/attack/conditions";

const set = (...ids: string[]) => new Set(ids);

describe("a classic attacker's conditions", () => {
  it("a prone attacker takes −4 in melee and on a melee touch, nothing when shooting", () => {
    expect(attackerConditionLines(set("prone"), "melee")).toEqual([{ key: L.proneAttacker, value: -4 }]);
    expect(attackerConditionLines(set("prone"), "meleeTouch")).toEqual([{ key: L.proneAttacker, value: -4 }]);
    expect(attackerConditionLines(set("prone"), "shieldBash")).toEqual([{ key: L.proneAttacker, value: -4 }]);
    expect(attackerConditionLines(set("prone"), "ranged")).toEqual([]);
    expect(attackerConditionLines(set("prone"), "rangedTouch")).toEqual([]);
    expect(attackerConditionLines(set("grappled"), "melee")).toEqual([]);
  });

  it("a pinned creature cannot attack at all", () => {
    expect(conditionsAllowAttack(set("pinned"), true)).toEqual({ ok: false, reason: { key: R.pinned } });
  });

  it("a grappling creature strikes only with a grapple-compatible weapon", () => {
    expect(conditionsAllowAttack(set("grappled"), false)).toEqual({ ok: false, reason: { key: R.grappledWeapon } });
    expect(conditionsAllowAttack(set("grappled"), true)).toEqual({ ok: true });
    expect(conditionsAllowAttack(set("prone"), false)).toEqual({ ok: true });
  });
});

describe("a classic target's conditions", () => {
  it("a prone target is 4 easier to strike in melee and 4 harder to shoot", () => {
    expect(targetConditionLines(set("prone"), "melee")).toEqual([{ key: L.proneTargetMelee, value: -4 }]);
    expect(targetConditionLines(set("prone"), "ranged")).toEqual([{ key: L.proneTargetRanged, value: 4 }]);
    expect(targetConditionLines(set("prone"), "rangedTouch")).toEqual([{ key: L.proneTargetRanged, value: 4 }]);
  });

  it("an unconscious, dying, stable or exposed target is helpless: 4 easier to strike in melee, not to shoot", () => {
    for (const status of ["unconscious", "dying", "stabilized", "exposed"]) {
      expect(isHelpless(set(status)), status).toBe(true);
      expect(targetConditionLines(set(status), "melee")).toEqual([{ key: L.helplessTarget, value: -4 }]);
      expect(targetConditionLines(set(status), "ranged")).toEqual([]);
    }
    expect(isHelpless(set("pinned", "grappled", "prone"))).toBe(false);
  });

  it("a prone, unconscious target in melee gets both lines", () => {
    expect(targetConditionLines(set("prone", "unconscious"), "meleeTouch").map((line) => line.value)).toEqual([-4, -4]);
  });

  it("a target standing free adds nothing", () => {
    expect(targetConditionLines(set(), "melee")).toEqual([]);
  });
});
