import { describe, expect, it } from "vitest";
import { parseFormula } from "../../../../../src/core/dice/formula";
import { BALANCE_PENALTY, BLUNT_INJURIES } from "../../../../../src/rulesets/declared/rules/injuries/blunt-table";
import { combatInjury, injuryTable, limbFromD4 } from "../../../../../src/rulesets/declared/rules/injuries/combat-injury";
import { INJURY_CHECK_FORMULA, INJURY_TABLE_FORMULA, LIMB_FORMULA, injuryCheck } from "../../../../../src/rulesets/declared/rules/injuries/injury-check";
import { DECLARED_INJURY_GM_DESCRIBES, DECLARED_INJURY_LINE, DECLARED_LIMB_LABEL } from "../../../../../src/rulesets/declared/rules/injuries/labels";
import { DECLARED_UNTABLED_INJURIES_SETTING, untabledInjuries } from "../../../../../src/rulesets/declared/rules/injuries/untabled-setting";

describe("the injury roll after a critical", () => {
  it("the injury roll d% ≤ critical damage: a critical of 19 injures on 19 or less, not on 20", () => {
    expect(INJURY_CHECK_FORMULA).toBe("1d100");
    expect(injuryCheck(19, 19)).toEqual({ injured: true, line: { key: DECLARED_INJURY_LINE.check, value: 19, data: { damage: 19 } } });
    expect(injuryCheck(1, 19).injured).toBe(true);
    expect(injuryCheck(20, 19)).toEqual({ injured: false, line: { key: DECLARED_INJURY_LINE.check, value: 20, data: { damage: 19 } } });
  });

  it("a critical of 100 or more always injures", () => {
    expect(injuryCheck(100, 100).injured).toBe(true);
  });

  it("then d20 on the table, and d4 for an arm or hand", () => {
    expect(INJURY_TABLE_FORMULA).toBe("1d20");
    expect(LIMB_FORMULA).toBe("1d4");
  });
});

/** Every row as the chapter lists it: [d20, id, attribute damage, attributes, limb, lasting effects]. */
const EXPECTED: [number, string, string | null, string[], "arm" | "hand" | null, string[]][] = [
  [1, "crushedFoot", null, [], null, ["balancePenalty"]],
  [2, "brokenShin", "1d8", ["agility"], null, ["halfSpeed"]],
  [3, "shatteredKneecap", "1d12", ["agility"], null, ["proneUntilHealed"]],
  [4, "brokenFemur", "1d10", ["agility"], null, []],
  [5, "shatteredHip", "4d4", ["agility"], null, []],
  [6, "brokenRib", "2d4", ["strength"], null, ["oneActionPerTwoTurns"]],
  [7, "brokenCollarbone", "3d4", ["strength"], null, []],
  [8, "crushedShoulder", "2d8", ["strength", "dexterity"], "arm", ["cannotAttackWithArm"]],
  [9, "brokenUpperArm", "1d10", ["strength"], "arm", ["cannotAttackWithArm"]],
  [10, "shatteredElbow", "1d12", ["dexterity"], "arm", ["cannotAttackWithArm"]],
  [11, "brokenForearm", "1d10", ["strength", "dexterity"], "arm", ["cannotHoldWithArm"]],
  [12, "shatteredHand", "4d4", ["dexterity"], "hand", ["cannotUseHand"]],
  [13, "brokenFinger", "1d8", ["dexterity"], null, []],
  [14, "brokenNeck", null, [], null, ["paralyzedBelowNeck"]],
  [15, "crushedWindpipe", null, [], null, ["cannotSpeakOrBreathe"]],
  [16, "brokenJaw", null, [], null, ["cannotSpeakOrChew"]],
  [17, "brokenNose", "1d10", ["perception"], null, ["cannotSmell"]],
  [18, "eyeSwollenShut", "2d8", ["perception"], null, ["blindOneEye"]],
  [19, "cauliflowerEar", "1d12", ["perception"], null, ["deafOneEar"]],
  [20, "crackedSkull", "1d8", ["memory", "perception"], null, ["concussed"]],
];

describe("the blunt combat injury table", () => {
  it("has a row for every face of the d20, in order", () => {
    expect(BLUNT_INJURIES.map((row) => row.face)).toEqual(EXPECTED.map(([face]) => face));
  });

  it.each(EXPECTED)("d20 %i: %s — %s to %j, limb %s, lasting %j", (face, id, formula, attributes, limb, lasting) => {
    const row = BLUNT_INJURIES[face - 1]!;
    expect(row).toEqual({
      face,
      id,
      name: `FRAY.Declared.Injury.Blunt.${id}.Name`,
      effect: `FRAY.Declared.Injury.Blunt.${id}.Effect`,
      attributeDamage: formula === null ? null : { formula, attributes },
      limb,
      lasting,
    });
    if (formula !== null) expect(parseFormula(formula)).not.toBeNull();
  });

  it("the crushed foot costs 5 on Balance checks", () => {
    expect(BALANCE_PENALTY).toBe(-5);
  });
});

describe("which arm or hand", () => {
  it("1 or 2 is the main arm or hand, 3 or 4 the off one", () => {
    expect([1, 2, 3, 4].map((d4) => limbFromD4(d4, "arm"))).toEqual(["mainArm", "mainArm", "offArm", "offArm"]);
    expect([1, 2, 3, 4].map((d4) => limbFromD4(d4, "hand"))).toEqual(["mainHand", "mainHand", "offHand", "offHand"]);
  });
});

describe("the combat injury a critical leaves", () => {
  it("a blunt critical of 12 and a d20 of 3: a smashed kneecap, 1d12 Agility, prone until healed, recorded on the critical's wound", () => {
    const injury = combatInjury({ type: "blunt", amount: 12, setting: "gm", d20: 3 });
    expect(injury).toEqual({
      kind: "injury",
      row: BLUNT_INJURIES[2],
      record: { type: "blunt", amount: 12, name: "FRAY.Declared.Injury.Blunt.shatteredKneecap.Name", effect: "FRAY.Declared.Injury.Blunt.shatteredKneecap.Effect", limb: null },
      attributeDamage: { formula: "1d12", attributes: ["agility"] },
      lasting: ["proneUntilHealed"],
      lines: [{ key: DECLARED_INJURY_LINE.table, value: 3 }],
    });
  });

  it("a d20 of 9 strikes an arm: the d4 is asked for first", () => {
    expect(combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 9 })).toEqual({ kind: "needsLimbRoll", formula: "1d4", row: BLUNT_INJURIES[8] });
  });

  it("with a d4 of 3, the broken upper arm is the off arm, and the card shows both rolls", () => {
    const injury = combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 9, d4: 3 });
    if (injury.kind !== "injury") throw new Error(injury.kind);
    expect(injury.record.limb).toBe("offArm");
    expect(injury.lines).toEqual([
      { key: DECLARED_INJURY_LINE.table, value: 9 },
      { key: DECLARED_LIMB_LABEL.offArm, value: 3 },
    ]);
  });

  it("with a d4 of 1, the smashed hand is the main hand", () => {
    const injury = combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 12, d4: 1 });
    expect(injury).toMatchObject({ kind: "injury", record: { limb: "mainHand" }, lines: [{ value: 12 }, { key: DECLARED_LIMB_LABEL.mainHand, value: 1 }] });
  });

  it("a d4 rolled for a row without a limb is ignored", () => {
    expect(combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 1, d4: 2 })).toMatchObject({ record: { limb: null }, lines: [{ value: 1 }] });
  });

  it("a piercing critical where the GM describes untabled injuries: recorded with its type and amount for the GM to name", () => {
    expect(combatInjury({ type: "piercing", amount: 15, setting: "gm", d20: 3 })).toEqual({ kind: "gmDescribes", entry: { type: "piercing", amount: 15 }, message: DECLARED_INJURY_GM_DESCRIBES });
  });

  it("a fire critical where the world rolls the blunt table for every type: the blunt row, recorded as fire", () => {
    const injury = combatInjury({ type: "fire", amount: 15, setting: "blunt", d20: 17 });
    expect(injury).toMatchObject({ kind: "injury", row: { id: "brokenNose" }, record: { type: "fire", amount: 15, limb: null } });
  });

  it("only blunt has a table of its own", () => {
    expect(injuryTable("blunt", "gm")).toBe(BLUNT_INJURIES);
    expect(injuryTable("unholy", "gm")).toBeNull();
    expect(injuryTable("unholy", "blunt")).toBe(BLUNT_INJURIES);
  });

  it("a d20 face outside 1–20 is a mistake of the caller", () => {
    expect(() => combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 0 })).toThrow("A d20 cannot show 0");
    expect(() => combatInjury({ type: "blunt", amount: 9, setting: "gm", d20: 21 })).toThrow("A d20 cannot show 21");
  });
});

describe("the world setting for types without a table", () => {
  it("is a declared setting whose default is the GM describing the injury", () => {
    expect(DECLARED_UNTABLED_INJURIES_SETTING.key).toBe("declaredUntabledInjuries");
    expect(Object.keys(DECLARED_UNTABLED_INJURIES_SETTING.choices)).toEqual(["gm", "blunt"]);
    expect(DECLARED_UNTABLED_INJURIES_SETTING.default).toBe("gm");
  });

  it("reads a stored value, and anything unknown as the GM describing", () => {
    expect(untabledInjuries("blunt")).toBe("blunt");
    expect(untabledInjuries("gm")).toBe("gm");
    expect(untabledInjuries("piercing")).toBe("gm");
    expect(untabledInjuries(undefined)).toBe("gm");
  });
});
