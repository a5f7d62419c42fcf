import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { isDead, isDown, woundState, type WoundStanding } from "../../../../../src/rulesets/declared/rules/condition/wound-state";
import { loseWoundPoints } from "../../../../../src/rulesets/declared/rules/condition/wound-loss";

const STRONG: WoundStanding = { woundPoints: 15, maximum: 15, strength: 15, stabilized: false };
const at = (woundPoints: number, stabilized = false): WoundStanding => ({ ...STRONG, woundPoints, stabilized });
const N = "FRAY.Declared.Condition.Notice";

describe("going down: from current Wound Points and Strength", () => {
  it("full Wound Points is unhurt, any fewer above 0 is wounded", () => {
    expect(woundState(at(15))).toBe("unhurt");
    expect(woundState(at(14))).toBe("wounded");
    expect(woundState(at(1))).toBe("wounded");
  });

  it("at 0 Wound Points the creature is incapacitated", () => {
    expect(woundState(at(0))).toBe("incapacitated");
  });

  it("below 0 it is dying", () => {
    expect(woundState(at(-1))).toBe("dying");
    expect(woundState(at(-14))).toBe("dying");
  });

  it("death at −15 with Strength 15", () => {
    expect(woundState(at(-15))).toBe("dead");
    expect(woundState(at(-20))).toBe("dead");
    expect(isDead(-14, 15)).toBe(false);
    expect(isDead(-15, 15)).toBe(true);
  });

  it("Strength damage brings death closer: Strength 15 damaged to 9 dies at −9", () => {
    expect(woundState({ ...at(-9), strength: 9 })).toBe("dead");
    expect(woundState({ ...at(-8), strength: 9 })).toBe("dying");
  });

  it("a creature whose Strength is gone dies at 0, and a negative Strength counts as 0", () => {
    expect(woundState({ ...at(0), strength: 0 })).toBe("dead");
    expect(isDead(0, -3)).toBe(true);
    expect(isDead(1, 0)).toBe(false);
    expect(isDead(1, -3)).toBe(false);
  });

  it("a successful Heal check makes an incapacitated or dying creature stabilized", () => {
    expect(woundState(at(0, true))).toBe("stabilized");
    expect(woundState(at(-6, true))).toBe("stabilized");
  });

  it("the stabilized flag means nothing once up again, and does not save the dead", () => {
    expect(woundState(at(4, true))).toBe("wounded");
    expect(woundState(at(-15, true))).toBe("dead");
  });

  it("down means at 0 Wound Points or below", () => {
    expect(["unhurt", "wounded", "incapacitated", "dying", "stabilized", "dead"].map((s) => isDown(s as never))).toEqual([false, false, true, true, true, true]);
  });
});

describe("losing Wound Points and the thresholds it crosses", () => {
  it("a hit from 3 Wound Points to 0 incapacitates", () => {
    expect(loseWoundPoints(at(3), 3, "hit")).toEqual({ woundPoints: 0, stabilized: false, state: "incapacitated", crossed: "incapacitated", notices: [`${N}.Incapacitated`] });
  });

  it("a hit from 3 to −2 goes straight to dying", () => {
    expect(loseWoundPoints(at(3), 5, "hit")).toMatchObject({ woundPoints: -2, state: "dying", crossed: "dying", notices: [`${N}.Dying`] });
  });

  it("an incapacitated creature that pays 1 Wound Point for an action starts dying", () => {
    expect(loseWoundPoints(at(0), 1, "exertion")).toMatchObject({ woundPoints: -1, state: "dying", crossed: "dying" });
  });

  it("a dying creature losing its end-of-round Wound Point crosses nothing new until it dies", () => {
    expect(loseWoundPoints(at(-3), 1, "bleeding")).toMatchObject({ woundPoints: -4, state: "dying", crossed: null, notices: [] });
    expect(loseWoundPoints(at(-14), 1, "bleeding")).toMatchObject({ woundPoints: -15, state: "dead", crossed: "dead", notices: [`${N}.Dead`] });
  });

  it("a single great hit from full health to −15 with Strength 15 kills outright", () => {
    expect(loseWoundPoints(at(15), 30, "hit")).toMatchObject({ woundPoints: -15, state: "dead", crossed: "dead" });
  });

  it("a hit that keeps the creature above 0 crosses nothing", () => {
    expect(loseWoundPoints(at(10), 4, "hit")).toMatchObject({ woundPoints: 6, state: "wounded", crossed: null, notices: [] });
  });

  it("a new wound reopens a stabilized creature: it is dying again", () => {
    expect(loseWoundPoints(at(-2, true), 1, "hit")).toEqual({
      woundPoints: -3,
      stabilized: false,
      state: "dying",
      crossed: null,
      notices: [`${N}.StabilizationLost`],
    });
  });

  it("a stabilized creature paying for a second action stays stabilized, even going below 0: no dying notice", () => {
    expect(loseWoundPoints(at(0, true), 1, "exertion")).toEqual({ woundPoints: -1, stabilized: true, state: "stabilized", crossed: null, notices: [] });
  });

  it("a stabilized creature paying its way down to −Strength still dies", () => {
    expect(loseWoundPoints(at(-14, true), 1, "exertion")).toMatchObject({ state: "dead", crossed: "dead" });
  });

  it("a hit that kills a stabilized creature says both: reopened, then dead", () => {
    expect(loseWoundPoints(at(-10, true), 6, "hit")).toMatchObject({ state: "dead", crossed: "dead", notices: [`${N}.StabilizationLost`, `${N}.Dead`] });
  });

  it("a stale stabilized flag above 0 is dropped with the next loss", () => {
    expect(loseWoundPoints(at(4, true), 2, "exertion")).toMatchObject({ woundPoints: 2, stabilized: false, state: "wounded" });
  });

  it("a flag left from before the creature got back up does not stabilize it at 0", () => {
    expect(loseWoundPoints(at(1, true), 1, "exertion")).toMatchObject({ woundPoints: 0, stabilized: false, state: "incapacitated", crossed: "incapacitated" });
    expect(loseWoundPoints(at(2, true), 1, "hit").notices).toEqual([]);
  });

  it("losing nothing at 0 crosses nothing, and a dead creature losing more does not die again", () => {
    expect(loseWoundPoints(at(0), 0, "exertion")).toMatchObject({ woundPoints: 0, crossed: null, notices: [] });
    expect(loseWoundPoints(at(-15), 1, "bleeding")).toMatchObject({ woundPoints: -16, state: "dead", crossed: null, notices: [] });
  });

  it("a hit for 0 (all stopped by Armour) neither wounds nor reopens", () => {
    expect(loseWoundPoints(at(-2, true), 0, "hit")).toMatchObject({ woundPoints: -2, stabilized: true, state: "stabilized", notices: [] });
    expect(loseWoundPoints(at(5), -3, "hit").woundPoints).toBe(5);
  });

  it("Wound Points only go down, and the state only gets worse, whatever the loss", () => {
    const order = ["unhurt", "wounded", "incapacitated", "stabilized", "dying", "dead"];
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -5, max: 40 }), fc.constantFrom("hit", "exertion", "bleeding" as const), (wp, loss, cause) => {
        const before = at(wp);
        const out = loseWoundPoints(before, loss, cause);
        expect(out.woundPoints).toBeLessThanOrEqual(wp);
        expect(order.indexOf(out.state)).toBeGreaterThanOrEqual(order.indexOf(woundState(before)));
        expect(out.crossed === null).toBe(out.notices.length === 0);
      }),
      { numRuns: runs(300) },
    );
  });
});
