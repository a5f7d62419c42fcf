/** A grabber's doings and its hold: moving, attacking the grabbed one and a few words keep it; anything else frees. */
import { describe, expect, it } from "vitest";
import { holdAfterAttack, holdAfterTurnAction } from "../../../../../src/rulesets/factions/rules/attack/grabber-act";
import { FACTIONS_TURN_ACTION_COST, type FactionsTurnAction } from "../../../../../src/rulesets/factions/rules/actions/turn-actions";

const KEEPS = "FRAY.Factions.Attack.NonLethal.KeepsHold";
const FREED = "FRAY.Factions.Attack.NonLethal.Freed";

describe("a grabber's turn action", () => {
  it.each<FactionsTurnAction>(["move", "attack", "speak"])("%s keeps hold", (action) => {
    expect(holdAfterTurnAction(action)).toEqual({ held: true, result: { key: KEEPS } });
  });

  it("every other action frees the grabbed", () => {
    const others = (Object.keys(FACTIONS_TURN_ACTION_COST) as FactionsTurnAction[]).filter((a) => !["move", "attack", "speak"].includes(a));
    expect(others.length).toBeGreaterThan(5);
    for (const action of others) expect(holdAfterTurnAction(action)).toEqual({ held: false, result: { key: FREED } });
  });
});

describe("a grabber's attack", () => {
  it("at the grabbed one keeps hold; at anyone else frees them", () => {
    expect(holdAfterAttack(true)).toEqual({ held: true, result: { key: KEEPS } });
    expect(holdAfterAttack(false)).toEqual({ held: false, result: { key: FREED } });
  });
});
