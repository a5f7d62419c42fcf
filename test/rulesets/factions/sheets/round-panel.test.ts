import { describe, expect, it } from "vitest";
import { factionsEconomy, type FactionsBudget } from "../../../../src/rulesets/factions/rules/actions/budget";
import { factionsRoundPanel } from "../../../../src/rulesets/factions/sheets/round-panel";

const panel = (spent: Partial<FactionsBudget>, entangled = false) => factionsRoundPanel({ ...factionsEconomy.fresh(), ...spent }, entangled);
const left = (spent: Partial<FactionsBudget>, entangled = false) => Object.fromEntries(panel(spent, entangled).slots.map((slot) => [slot.key, slot.available]));

describe("the sheet's This round panel", () => {
  it("a fresh turn has a bonus action, the main action and a zone of movement", () => {
    expect(left({})).toEqual({ bonus: true, main: true, move: true });
    expect(panel({}).turnOver).toBeNull();
  });

  it("after the main action only a bonus action is left; after two bonus actions neither", () => {
    expect(left({ main: true })).toEqual({ bonus: true, main: false, move: true });
    expect(left({ bonus: 2 })).toEqual({ bonus: false, main: false, move: true });
  });

  it("a grabbed or entangled character has no movement", () => {
    expect(left({}, true).move).toBe(false);
  });

  it("a turn spent on a reaction or a surrender says so and lists nothing left", () => {
    expect(panel({ reacted: true })).toMatchObject({ turnOver: "FRAY.Factions.Sheet.Round.reacted", slots: [] });
    expect(panel({ surrendered: true })).toMatchObject({ turnOver: "FRAY.Factions.Sheet.Round.surrendered", slots: [] });
  });
});
