import { describe, expect, it } from "vitest";
import { MORALE_LINE as L, MORALE_OUTCOME as O } from "../../../../../src/rulesets/declared/rules/morale/labels";
import { moraleCheck, type MoraleRoller } from "../../../../../src/rulesets/declared/rules/morale/morale-check";
import { moraleOutcome } from "../../../../../src/rulesets/declared/rules/morale/morale-outcome";
import { moraleTriggers, mustCheckMorale, type MoraleSituation } from "../../../../../src/rulesets/declared/rules/morale/morale-triggers";

/** A hobgoblin (12 Wound Points) with two allies against three foes, unhurt and unthreatened. */
const calm: MoraleSituation = { maxWoundPoints: 12, biggestWound: 0, allies: 2, opponents: 3, intimidation: null };

describe("which monsters check morale at the end of the round", () => {
  it("none of the three reasons: no check", () => {
    expect(moraleTriggers(calm)).toEqual([]);
    expect(mustCheckMorale(calm)).toBe(false);
  });

  it("a single hit that took more than half its Wound Points: 7 of 12 does, 6 of 12 does not", () => {
    expect(moraleTriggers({ ...calm, biggestWound: 7 })).toEqual(["bigHit"]);
    expect(moraleTriggers({ ...calm, biggestWound: 6 })).toEqual([]);
  });

  it("with an odd maximum, more than half of 13 is 7", () => {
    expect(moraleTriggers({ ...calm, maxWoundPoints: 13, biggestWound: 7 })).toEqual(["bigHit"]);
    expect(moraleTriggers({ ...calm, maxWoundPoints: 13, biggestWound: 6 })).toEqual([]);
  });

  it("outnumbered: more opponents than its side (itself and its allies), hostile monsters among them", () => {
    expect(moraleTriggers({ ...calm, opponents: 4 })).toEqual(["outnumbered"]);
    expect(moraleTriggers({ ...calm, allies: 0, opponents: 2 })).toEqual(["outnumbered"]);
    expect(moraleTriggers({ ...calm, allies: 0, opponents: 1 })).toEqual([]);
  });

  it("the target of an Intimidation check, whatever its result", () => {
    expect(moraleTriggers({ ...calm, intimidation: 4 })).toEqual(["intimidated"]);
  });

  it("lists every reason that applies, in the same order", () => {
    const battered = { ...calm, biggestWound: 12, opponents: 5, intimidation: 18 };
    expect(moraleTriggers(battered)).toEqual(["bigHit", "outnumbered", "intimidated"]);
    expect(mustCheckMorale(battered)).toBe(true);
  });
});

describe("morale 3d6 + Insight + HD + allies vs 11 + opponents", () => {
  const hobgoblin: MoraleRoller = { ...calm, opponents: 4, insightModifier: 1, hitDice: 2 };

  it("a hobgoblin with Insight +1, 2 HD and 2 allies against 4 foes rolls 3d6+5 against TN 15", () => {
    expect(moraleCheck(hobgoblin)).toEqual({
      triggers: ["outnumbered"],
      formula: "3d6+5",
      lines: [
        { key: L.insight, value: 1 },
        { key: L.hitDice, value: 2 },
        { key: L.allies, value: 2 },
      ],
      tn: 15,
      tnLines: [
        { key: L.baseTn, value: 11 },
        { key: L.opponents, value: 4 },
      ],
      opposed: false,
    });
  });

  it("a lone, dim monster can roll below 3d6: Insight −3, 1 HD, no allies is 3d6−2", () => {
    expect(moraleCheck({ ...hobgoblin, insightModifier: -3, hitDice: 1, allies: 0 }).formula).toBe("3d6-2");
  });

  it("with nothing to add it is plain 3d6", () => {
    expect(moraleCheck({ ...hobgoblin, insightModifier: -2, hitDice: 2, allies: 0 }).formula).toBe("3d6");
  });

  it("against an Intimidation check it is opposed: the TN is the Intimidation result", () => {
    const check = moraleCheck({ ...hobgoblin, intimidation: 17 });
    expect(check.opposed).toBe(true);
    expect(check.tn).toBe(17);
    expect(check.tnLines).toEqual([{ key: L.intimidation, value: 17 }]);
    expect(check.triggers).toEqual(["outnumbered", "intimidated"]);
  });

  it("meeting the TN holds, as an attack equal to Defense hits", () => {
    expect(moraleOutcome(15, { obvious: false, total: 15 })).toEqual({ holds: true, reason: { key: O.holds, data: { total: 15, tn: 15 } } });
    expect(moraleOutcome(15, { obvious: false, total: 19 }).holds).toBe(true);
  });

  it("one short fails: the monster flees or surrenders, as the GM decides", () => {
    expect(moraleOutcome(15, { obvious: false, total: 14 })).toEqual({
      holds: false,
      reason: { key: O.breaks, data: { total: 14, tn: 15 } },
      choices: [{ key: O.flees }, { key: O.surrenders }],
    });
  });

  it("an outcome the GM marks obvious fails without a roll", () => {
    expect(moraleOutcome(3, { obvious: true })).toEqual({ holds: false, reason: { key: O.obvious }, choices: [{ key: O.flees }, { key: O.surrenders }] });
  });
});
