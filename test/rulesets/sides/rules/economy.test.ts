import { describe, expect, it } from "vitest";
import { sidesEconomy } from "../../../../src/rulesets/sides/rules/economy";
import { takeAction } from "../../../../src/rulesets/sides/rules/combat/action-economy";

const ctx = { ownTurn: true, kind: "character", snapTrained: false } as const;

function after(...actions: Parameters<typeof takeAction>[1][]) {
  return actions.reduce((state, action) => {
    const result = takeAction(state, action, ctx);
    if (!result.ok) throw new Error(result.reason.key);
    return result.state;
  }, sidesEconomy.fresh());
}

const shown = (state: ReturnType<typeof sidesEconomy.fresh>) =>
  Object.fromEntries(sidesEconomy.badges(state).map((badge) => [badge.label.split(".").pop(), badge.available]));

describe("the sides action budget the tracker shows", () => {
  it("starts each round with Main, Move and the second Move the Main could buy", () => {
    expect(shown(sidesEconomy.fresh())).toEqual({ main: true, move: true, secondMove: true });
  });
  it("an attack spends the Main, and with it the second Move", () => {
    expect(shown(after("meleeAttack"))).toEqual({ main: false, move: true, secondMove: false });
  });
  it("a new round gives everything back but keeps Total Defense until the combatant's own turn", () => {
    const defending = after("totalDefense");
    expect(shown(defending)).toMatchObject({ main: false, totalDefense: true });
    const nextRound = sidesEconomy.roundStart(defending);
    expect(shown(nextRound)).toEqual({ main: true, move: true, secondMove: true, totalDefense: true });
    expect(shown(sidesEconomy.turnStart(nextRound))).toEqual({ main: true, move: true, secondMove: true });
  });
  it("shows a held action", () => {
    expect(shown(after("holdAction"))).toMatchObject({ holding: true, move: false });
  });
  it("reads damaged stored data as a fresh budget instead of breaking the tracker", () => {
    expect(sidesEconomy.read("garbage")).toEqual(sidesEconomy.fresh());
    expect(sidesEconomy.read({ mainSpent: "yes", movesTaken: 1 })).toEqual({ ...sidesEconomy.fresh(), movesTaken: 1 });
  });

  it("reads a budget stored before the shield was tracked as an unspent shield, and a new round clears a spent one", () => {
    expect(sidesEconomy.read({ mainSpent: true }).shieldUsed).toBe(false);
    expect(sidesEconomy.read({ shieldUsed: true }).shieldUsed).toBe(true);
    expect(sidesEconomy.roundStart({ ...sidesEconomy.fresh(), shieldUsed: true }).shieldUsed).toBe(false);
  });
});

describe("damaged counts in a stored budget", () => {
  it("a negative number of moves reads as none taken", () => {
    expect(sidesEconomy.read({ movesTaken: -1 }).movesTaken).toBe(0);
  });
});
