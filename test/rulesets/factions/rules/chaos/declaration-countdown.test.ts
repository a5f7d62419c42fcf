import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countdownExpired,
  countdownState,
  DECLARATION_SECONDS,
  startDeclarationCountdown,
} from "../../../../../src/rulesets/factions/rules/chaos/declaration-countdown";
import { FACTIONS_COUNTDOWN_LABEL } from "../../../../../src/rulesets/factions/rules/chaos/labels";
import { runs } from "../../../../support/fixed-seed";

const turnStart = 1_000_000;
const countdown = startDeclarationCountdown(turnStart);

describe("each player has 15 seconds to declare", () => {
  it("the countdown runs 15 seconds from the start of the turn", () => {
    expect(DECLARATION_SECONDS).toBe(15);
    expect(countdown).toEqual({ startedAt: turnStart, deadline: turnStart + 15_000 });
  });
  it("the tracker shows 15 at the start, 1 in the last second, and 0 on the deadline itself", () => {
    expect(countdownState(countdown, null, turnStart)).toEqual({ status: "running", secondsLeft: 15 });
    expect(countdownState(countdown, null, turnStart + 14_001)).toEqual({ status: "running", secondsLeft: 1 });
    expect(countdownState(countdown, null, turnStart + 15_000)).toEqual({ status: "running", secondsLeft: 0 });
  });
  it("no declaration once the deadline has passed: the character does nothing", () => {
    expect(countdownExpired(countdown, turnStart + 15_000)).toBe(false);
    expect(countdownExpired(countdown, turnStart + 15_001)).toBe(true);
    expect(countdownState(countdown, null, turnStart + 15_001)).toEqual({ status: "doesNothing" });
  });
  it("a declaration in time stops the clock: resolving the actions may take as long as it takes", () => {
    expect(countdownState(countdown, turnStart + 9_000, turnStart + 60_000)).toEqual({ status: "declared" });
    expect(countdownState(countdown, turnStart + 15_000, turnStart + 15_000)).toEqual({ status: "declared" });
  });
  it("a declaration after the deadline comes too late", () => {
    expect(countdownState(countdown, turnStart + 15_500, turnStart + 16_000)).toEqual({ status: "doesNothing" });
  });
  it("each state has its tracker line", () => {
    expect(FACTIONS_COUNTDOWN_LABEL).toEqual({
      running: "FRAY.Factions.Chaos.Running",
      declared: "FRAY.Factions.Chaos.Declared",
      doesNothing: "FRAY.Factions.Chaos.DoesNothing",
    });
  });
  it("the seconds shown never go up as time passes, and stay between 0 and 15", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15_000 }), fc.integer({ min: 0, max: 15_000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const shown = (t: number) => {
          const state = countdownState(countdown, null, turnStart + t);
          return state.status === "running" ? state.secondsLeft : -1;
        };
        expect(shown(late)).toBeLessThanOrEqual(shown(early));
        expect(shown(late)).toBeGreaterThanOrEqual(0);
        expect(shown(early)).toBeLessThanOrEqual(DECLARATION_SECONDS);
      }),
      { numRuns: runs(100) },
    );
  });
});
