import { describe, expect, it } from "vitest";
import { healthLossConsequence, staysConscious } from "../../../../../src/rulesets/teams/rules/combat/consciousness";
import { BASE_DEATH_DIFFICULTY, cheatDeath } from "../../../../../src/rulesets/teams/rules/combat/death";
import { isBloodied, isHarmed, takeDamage, type Vitals } from "../../../../../src/rulesets/teams/rules/combat/harm";
import { checkKillingStrike, killingStrikeOutcome } from "../../../../../src/rulesets/teams/rules/combat/killing-strike";
import { TEAMS_REFUSAL } from "../../../../../src/rulesets/teams/rules/combat/labels";
import { sufferDamage } from "../../../../../src/rulesets/teams/rules/combat/suffer-damage";

/** Boudica: endurance 12, health 12, constitution 4. */
const boudica: Vitals = { endurance: { value: 12, max: 12 }, health: { value: 12, max: 12 } };
const constitution = 4;

describe("Boudica's endurance and health", () => {
  const first = takeDamage(boudica, 7);
  const second = takeDamage(first, 10);
  const third = takeDamage(second, 8);

  it("Boudica's endurance: 7 damage takes her endurance from 12 to 5, half or less, so she is harmed", () => {
    expect(first.endurance.value).toBe(5);
    expect(first.health.value).toBe(12);
    expect(isHarmed(first.endurance)).toBe(true);
    expect(isBloodied(first.health)).toBe(false);
    expect(healthLossConsequence({ taken: first, constitution, nonlethal: false })).toEqual({ kind: "none" });
  });

  it("Boudica's health: 10 more empties her endurance and 5 spills to health, 12 to 7, and missing 5 is more than constitution 4: fortify against 5", () => {
    expect(second.endurance.value).toBe(0);
    expect(second.toHealth).toBe(5);
    expect(second.health.value).toBe(7);
    expect(healthLossConsequence({ taken: second, constitution, nonlethal: false })).toEqual({ kind: "fortifyOrFall", difficulty: 5 });
  });

  it("Boudica's fortify: strength d6 + athletics d4 + fortitude 1 = 7 against 5 keeps her conscious, and bloodied", () => {
    expect(staysConscious(7, 5)).toBe(true);
    expect(isBloodied(second.health)).toBe(true);
  });

  it("Boudica's death: 8 more against 7 health leaves her at 0, unconscious and risking death; a luck test of 1 against 10 kills her", () => {
    expect(third.health.value).toBe(0);
    expect(healthLossConsequence({ taken: third, constitution, nonlethal: false })).toEqual({ kind: "unconscious", risksDeath: true });
    expect(cheatDeath(1, BASE_DEATH_DIFFICULTY).survives).toBe(false);
  });
});

describe("Boudica's three blows, as the GM applies them", () => {
  it("7, then 10, then 8: harmed; then bloodied and fortify against 5; then unconscious and risking death", () => {
    const first = sufferDamage({ vitals: boudica, amount: 7, constitution, nonlethal: false });
    expect(first).toMatchObject({ harmed: true, bloodied: false, consequence: { kind: "none" } });
    const second = sufferDamage({ vitals: first.taken, amount: 10, constitution, nonlethal: false });
    expect(second).toMatchObject({ harmed: true, bloodied: true, consequence: { kind: "fortifyOrFall", difficulty: 5 } });
    const third = sufferDamage({ vitals: second.taken, amount: 8, constitution, nonlethal: false });
    expect(third.taken.health.value).toBe(0);
    expect(third.consequence).toEqual({ kind: "unconscious", risksDeath: true });
  });
});

describe("Harm, bloodied and falling unconscious", () => {
  it("endurance above half is not harmed", () => {
    expect(isHarmed({ value: 7, max: 12 })).toBe(false);
    expect(isHarmed({ value: 6, max: 12 })).toBe(true);
  });

  it("missing health equal to constitution asks for no fortify", () => {
    const taken = takeDamage({ endurance: { value: 0, max: 12 }, health: { value: 12, max: 12 } }, 4);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: false })).toEqual({ kind: "none" });
  });

  it("a fortify below the missing health fails to keep the character conscious; one that meets it succeeds", () => {
    expect(staysConscious(4, 5)).toBe(false);
    expect(staysConscious(5, 5)).toBe(true);
  });

  it("a hit that endurance soaks whole asks for no fortify, however much health was missing before", () => {
    const taken = takeDamage({ endurance: { value: 6, max: 12 }, health: { value: 3, max: 12 } }, 5);
    expect(taken.toHealth).toBe(0);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: false })).toEqual({ kind: "none" });
  });

  it("damage that brings health exactly to 0 knocks out without risking death", () => {
    const taken = takeDamage({ endurance: { value: 0, max: 12 }, health: { value: 7, max: 12 } }, 7);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: false })).toEqual({ kind: "unconscious", risksDeath: false });
  });

  it("damage soaked by endurance does not count towards exceeding health", () => {
    const taken = takeDamage({ endurance: { value: 5, max: 12 }, health: { value: 7, max: 12 } }, 12);
    expect(taken.toHealth).toBe(7);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: false })).toEqual({ kind: "unconscious", risksDeath: false });
  });
});

describe("Death", () => {
  it("cheating death raises the difficulty by 5 for good: 10, then 15, then 20", () => {
    const once = cheatDeath(12, BASE_DEATH_DIFFICULTY);
    expect(once).toEqual({ survives: true, difficulty: 15 });
    expect(cheatDeath(15, once.difficulty)).toEqual({ survives: true, difficulty: 20 });
    expect(cheatDeath(14, once.difficulty)).toEqual({ survives: false, difficulty: 15 });
  });

  it("a nonlethal source that brings a character to 0 does not risk death the first time", () => {
    const taken = takeDamage({ endurance: { value: 0, max: 12 }, health: { value: 3, max: 12 } }, 8);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: true })).toEqual({ kind: "unconscious", risksDeath: false });
  });

  it("any more damage at 0 health risks death, nonlethal included", () => {
    const taken = takeDamage({ endurance: { value: 0, max: 12 }, health: { value: 0, max: 12 } }, 2);
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: true })).toEqual({ kind: "unconscious", risksDeath: true });
    expect(healthLossConsequence({ taken, constitution: 4, nonlethal: false })).toEqual({ kind: "unconscious", risksDeath: true });
  });
});

describe("The killing strike", () => {
  it("takes three actions and a test with advantage against an unconscious character", () => {
    expect(checkKillingStrike({ unconscious: true, dead: false })).toEqual({ ok: true, actions: 3, advantage: 1 });
  });

  it("is refused against a conscious or a dead character", () => {
    expect(checkKillingStrike({ unconscious: false, dead: false })).toEqual({ ok: false, reason: { key: TEAMS_REFUSAL.targetNotUnconscious } });
    expect(checkKillingStrike({ unconscious: true, dead: true })).toEqual({ ok: false, reason: { key: TEAMS_REFUSAL.targetDead } });
  });

  it("kills when the test meets the constitution, and becomes a sneak attack when it does not", () => {
    expect(killingStrikeOutcome(4, 4)).toBe("kills");
    expect(killingStrikeOutcome(3, 4)).toBe("sneakAttack");
  });
});
