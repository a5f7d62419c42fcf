/** The tracker's "what is left" for a classic creature: Move, Standard, Swift and Immediate, and what a round and a turn give back. */
import { describe, expect, it } from "vitest";
import { classicEconomy, type ClassicBudget } from "../../../../../src/rulesets/classic/rules/actions/budget";
import { CLASSIC_ECONOMY_BADGE as BADGE } from "../../../../../src/rulesets/classic/rules/actions/labels";

const fresh = classicEconomy.fresh();
const budget = (over: Partial<ClassicBudget>): ClassicBudget => ({ ...fresh, ...over });
const shown = (b: ClassicBudget) => classicEconomy.badges(b).map((badge) => [badge.label, badge.available]);

describe("a classic creature's action budget", () => {
  it("starts with a move, a standard, a swift and an immediate action left", () => {
    expect(fresh).toEqual({ standard: "unused", attacks: 0, moves: 0, fiveFootStep: false, swift: false, free: [], immediates: 0, immediateLock: "none" });
    expect(shown(fresh)).toEqual([
      [BADGE.move, true],
      [BADGE.standard, true],
      [BADGE.swift, true],
      [BADGE.immediate, true],
    ]);
  });

  it("after one move the Move badge still shows while the standard can become a second move", () => {
    expect(shown(budget({ moves: 1 }))).toEqual([
      [BADGE.move, true],
      [BADGE.standard, true],
      [BADGE.swift, true],
      [BADGE.immediate, true],
    ]);
  });

  it("a double move leaves neither Move nor Standard", () => {
    expect(shown(budget({ moves: 2, standard: "move" })).slice(0, 2)).toEqual([
      [BADGE.move, false],
      [BADGE.standard, false],
    ]);
  });

  it("the standard given up with one move still to take shows the Move badge", () => {
    expect(shown(budget({ moves: 1, standard: "move" }))[0]).toEqual([BADGE.move, true]);
  });

  it("a move and a standard used leave no Move", () => {
    expect(shown(budget({ moves: 1, standard: "standard" })).slice(0, 2)).toEqual([
      [BADGE.move, false],
      [BADGE.standard, false],
    ]);
  });

  it("a full-round action leaves no Move, Standard or Swift, but the Immediate", () => {
    expect(shown(budget({ standard: "fullRound" }))).toEqual([
      [BADGE.move, false],
      [BADGE.standard, false],
      [BADGE.swift, false],
      [BADGE.immediate, true],
    ]);
  });

  it("a swift used shows spent", () => {
    expect(shown(budget({ swift: true }))[2]).toEqual([BADGE.swift, false]);
  });

  it("the Immediate shows spent once one was used this round, and while an earlier one's exclusivity lasts", () => {
    expect(shown(budget({ immediates: 1, immediateLock: "opportunity" }))[3]).toEqual([BADGE.immediate, false]);
    expect(shown(budget({ immediates: 1 }))[3]).toEqual([BADGE.immediate, false]);
    expect(shown(budget({ immediateLock: "counterspell" }))[3]).toEqual([BADGE.immediate, false]);
  });

  it("a new round gives back the immediate action only; the exclusivity and the turn's actions stay", () => {
    const spent = budget({ standard: "attacks", attacks: 2, moves: 1, fiveFootStep: true, swift: true, free: ["speak"], immediates: 1, immediateLock: "opportunity" });
    expect(classicEconomy.roundStart(spent)).toEqual({ ...spent, immediates: 0 });
  });

  it("the creature's own turn gives back its move, standard, swift and free actions and lifts the exclusivity, but not this round's immediate", () => {
    const spent = budget({ standard: "fullRound", attacks: 3, moves: 2, fiveFootStep: true, swift: true, free: ["speak"], immediates: 1, immediateLock: "other" });
    expect(classicEconomy.turnStart(spent)).toEqual({ ...fresh, immediates: 1 });
  });

  it("a stored budget reads back as it was; missing or damaged data reads as a fresh one", () => {
    const spent = budget({ standard: "move", moves: 2, swift: true, free: ["speak", "drawWhileMoving"], immediates: 1, immediateLock: "counterspell" });
    expect(classicEconomy.read(spent)).toEqual(spent);
    expect(classicEconomy.read(undefined)).toEqual(fresh);
    expect(classicEconomy.read({ ...spent, standard: "twice" }).standard).toBe("unused");
    expect(classicEconomy.read({ ...spent, moves: 3 }).moves).toBe(0);
    expect(classicEconomy.read({ ...spent, immediateLock: "parry" }).immediateLock).toBe("none");
    expect(classicEconomy.read({ ...spent, moves: -1 }).moves).toBe(0);
    expect(classicEconomy.read({ ...spent, attacks: 20 }).attacks).toBe(20);
    expect(classicEconomy.read({ ...spent, attacks: 21 }).attacks).toBe(0);
    expect(classicEconomy.read({ ...spent, attacks: -1 }).attacks).toBe(0);
    expect(classicEconomy.read({ ...spent, immediates: 21 }).immediates).toBe(0);
    expect(classicEconomy.read({ ...spent, immediates: -1 }).immediates).toBe(0);
  });
});
