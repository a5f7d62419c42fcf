import { describe, expect, it } from "vitest";
import { canDisarm, resolveDisarm } from "../../../../../src/rulesets/classic/rules/maneuvers/disarm";
import { feignedStrikeLevelCheckFormula, resolveFeignedStrike } from "../../../../../src/rulesets/classic/rules/maneuvers/feigned-strike";
import { fullDefenseArmorClassLines } from "../../../../../src/rulesets/classic/rules/maneuvers/full-defense";
import { CLASSIC_MANEUVER_LINE as L, CLASSIC_MANEUVER_REFUSAL as R } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { resolveShatter, shatterArmorClassLines } from "../../../../../src/rulesets/classic/rules/maneuvers/shatter";
import { resolveTrample, trampleMaxDistanceFeet } from "../../../../../src/rulesets/classic/rules/maneuvers/trample";
import { resolveTrip } from "../../../../../src/rulesets/classic/rules/maneuvers/trip";

const lost = { outcome: "failed", reason: { key: R.defenderWon } };

describe("disarm", () => {
  it("needs a free hand or a disarming weapon", () => {
    expect(canDisarm(true, false)).toEqual({ ok: true });
    expect(canDisarm(false, true)).toEqual({ ok: true });
    expect(canDisarm(false, false)).toEqual({ ok: false, reason: { key: R.disarmNeedsHand } });
  });

  it("a won Dexterity roll drops the defender's weapon in an adjacent square", () => {
    expect(resolveDisarm(16, 12)).toEqual({ outcome: "succeeded", defenderDrops: "weapon", landsIn: "adjacentSquare" });
    expect(resolveDisarm(12, 16)).toEqual(lost);
  });
});

describe("feigned strike", () => {
  it("the opponent's level check is 1d20 + HD + Wisdom modifier", () => {
    expect(feignedStrikeLevelCheckFormula(4, 2)).toBe("1d20+6");
    expect(feignedStrikeLevelCheckFormula(1, -3)).toBe("1d20-2");
  });

  it("an opponent who loses to the Beguile roll is flat-footed for the rest of the round", () => {
    expect(resolveFeignedStrike(19, 13)).toEqual({ outcome: "succeeded", defenderStatuses: ["flatFooted"], lasts: "endOfRound" });
    expect(resolveFeignedStrike(13, 19)).toEqual(lost);
    expect(resolveFeignedStrike(13, 13)).toEqual({ outcome: "reroll" });
  });
});

describe("full defense", () => {
  it("adds a +4 dodge bonus to AC", () => {
    expect(fullDefenseArmorClassLines()).toEqual([{ key: L.fullDefense, value: 4, data: { type: "dodge" } }]);
  });
});

describe("shatter", () => {
  it("costs the aggressor −4 AC until its next turn", () => {
    expect(shatterArmorClassLines()).toEqual([{ key: L.shatterArmorClass, value: -4 }]);
  });

  it("a won opposed attack deals the weapon's damage to the shield", () => {
    expect(resolveShatter(21, 17, "shield", "1d8+4")).toEqual({ outcome: "succeeded", item: "shield", itemDamageFormula: "1d8+4" });
    expect(resolveShatter(17, 21, "armor", "1d8+4")).toEqual(lost);
  });
});

describe("trip", () => {
  it("a won Strength roll knocks the defender prone", () => {
    expect(resolveTrip(15, 9)).toEqual({ outcome: "succeeded", defenderStatuses: ["prone"] });
    expect(resolveTrip(9, 15)).toEqual(lost);
  });
});

describe("trample", () => {
  it("runs at twice the speed", () => {
    expect(trampleMaxDistanceFeet(40)).toBe(80);
  });

  it("a trampled defender is knocked prone and crushed for unarmed damage plus twice the Strength modifier", () => {
    expect(resolveTrample(20, 10, "1d6", 3)).toEqual({ outcome: "succeeded", defenderStatuses: ["prone"], passesThrough: true, damageFormula: "1d6+6", damageType: "crushing" });
  });

  it("a weak trampler's negative Strength counts twice too", () => {
    expect(resolveTrample(20, 10, "1d3", -1)).toMatchObject({ damageFormula: "1d3-2" });
  });

  it("fails when the defender wins", () => {
    expect(resolveTrample(10, 20, "1d6", 3)).toEqual(lost);
  });
});
