/** Using a consumable runs it down one at a time; an Intimidation check is d20 + Intimidation against a monster in the same fight. */
import { describe, expect, it } from "vitest";
import { intimidationCheck, intimidationTarget, useConsumable, USE_RULE_REFUSAL } from "../../../../../src/rulesets/declared/rules/actions/use-and-intimidate";

describe("using a consumable", () => {
  it("3 healing draughts: one is used, 2 are left; the last one leaves 0", () => {
    expect(useConsumable(3)).toEqual({ ok: true, left: 2 });
    expect(useConsumable(1)).toEqual({ ok: true, left: 0 });
  });

  it("with none left it is refused", () => {
    expect(useConsumable(0)).toEqual({ ok: false, reason: { key: USE_RULE_REFUSAL.noneLeft } });
  });
});

describe("an Intimidation check", () => {
  it("is a d20 plus the skill, the skill on its own line", () => {
    expect(intimidationCheck(4)).toEqual({ formula: "1d20+4", lines: [{ key: "FRAY.Declared.Use.Line.Intimidation", value: 4 }] });
    expect(intimidationCheck(-1).formula).toBe("1d20-1");
  });

  const fine = { inFight: true, sameFight: true, targetIsMonster: true, targetIsSelf: false };
  it("targets a monster in the intimidator's fight", () => {
    expect(intimidationTarget(fine)).toEqual({ ok: true });
  });

  it.each([
    ["itself", { targetIsSelf: true }, USE_RULE_REFUSAL.self],
    ["a character (only monsters check morale)", { targetIsMonster: false }, USE_RULE_REFUSAL.notAMonster],
    ["anyone outside a started fight", { inFight: false, sameFight: false }, USE_RULE_REFUSAL.notInFight],
    ["a monster of another fight", { sameFight: false }, USE_RULE_REFUSAL.notSameFight],
  ])("is refused against %s", (_name, change, key) => {
    expect(intimidationTarget({ ...fine, ...change })).toEqual({ ok: false, reason: { key } });
  });
});
