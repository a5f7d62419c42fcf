import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { counterExchange, counterOrder } from "../../../../../src/rulesets/factions/rules/reactions/counter";
import { FACTIONS_COUNTER_BLOWS_SETTING } from "../../../../../src/rulesets/factions/rules/reactions/counter-setting";
import { runs } from "../../../../support/fixed-seed";

const O = "FRAY.Factions.Reaction.Outcome.";

describe("Counter: whoever suffers the most damage after reductions is hit first", () => {
  it("the larger damage lands first: the attacker takes 6, the defender 3, so the attacker is hit first", () => {
    expect(counterOrder(6, 3)).toBe("attacker");
    expect(counterOrder(2, 5)).toBe("defender");
  });
  it("a tie lands at the same time", () => {
    expect(counterOrder(4, 4)).toBe("together");
    expect(counterOrder(0, 0)).toBe("together");
  });
  it("a non-lethal attack deals no damage and always resolves last, even against a blow dealing 0", () => {
    // The defender counters with a grapple: the attacker's blow on the defender lands first.
    expect(counterOrder(null, 0)).toBe("defender");
    expect(counterOrder(7, null)).toBe("attacker");
    expect(counterOrder(null, null)).toBe("together");
  });
});

describe("the exchange of blows in a counter", () => {
  it("the larger damage lands first and, with the one hit first still standing, the second blow lands too", () => {
    const x = counterExchange({ takes: 6, health: 10 }, { takes: 3, health: 8 });
    expect(x).toEqual({
      order: "attacker",
      blows: [{ on: "attacker", damage: 6, lands: true }, { on: "defender", damage: 3, lands: true }],
      outcome: `${O}attackerHitFirst`,
    });
  });
  it("a striker dropped to 0 by the first blow never lands its own", () => {
    const x = counterExchange({ takes: 2, health: 9 }, { takes: 5, health: 5 });
    expect(x.order).toBe("defender");
    expect(x.outcome).toBe(`${O}defenderHitFirst`);
    expect(x.blows).toEqual([{ on: "defender", damage: 5, lands: true }, { on: "attacker", damage: 2, lands: false }]);
  });
  it("left with 1 health the striker still lands its blow", () => {
    const x = counterExchange({ takes: 2, health: 9 }, { takes: 5, health: 6 });
    expect(x.blows[1]).toEqual({ on: "attacker", damage: 2, lands: true });
  });
  it("a tie lands together: both blows fall even when each drops the other", () => {
    const x = counterExchange({ takes: 4, health: 3 }, { takes: 4, health: 4 });
    expect(x).toEqual({
      order: "together",
      blows: [{ on: "attacker", damage: 4, lands: true }, { on: "defender", damage: 4, lands: true }],
      outcome: `${O}together`,
    });
  });
  it("a grapple countering a blow resolves last, and only if the grappler survived the blow", () => {
    const survives = counterExchange({ takes: null, health: 5 }, { takes: 3, health: 4 });
    expect(survives.blows).toEqual([{ on: "defender", damage: 3, lands: true }, { on: "attacker", damage: null, lands: true }]);
    const falls = counterExchange({ takes: null, health: 5 }, { takes: 4, health: 4 });
    expect(falls.blows[1]).toEqual({ on: "attacker", damage: null, lands: false });
  });
  it("a grapple against a blow that drops the grappler first never takes hold", () => {
    const x = counterExchange({ takes: 5, health: 1 }, { takes: null, health: 1 });
    expect(x.blows).toEqual([{ on: "attacker", damage: 5, lands: true }, { on: "defender", damage: null, lands: false }]);
  });
  it("two non-lethal attacks resolve together, both taking effect", () => {
    const x = counterExchange({ takes: null, health: 1 }, { takes: null, health: 1 });
    expect(x.order).toBe("together");
    expect(x.blows.map((b) => b.lands)).toEqual([true, true]);
  });
});

describe("the counter blows setting", () => {
  it("by default a fallen striker's blow never lands", () => {
    expect(FACTIONS_COUNTER_BLOWS_SETTING.key).toBe("factionsCounterBlows");
    expect(FACTIONS_COUNTER_BLOWS_SETTING.default).toBe("strikerMustStand");
    expect(Object.keys(FACTIONS_COUNTER_BLOWS_SETTING.choices)).toEqual(["strikerMustStand", "bothLand"]);
    expect(counterExchange({ takes: 2, health: 9 }, { takes: 5, health: 5 }, "strikerMustStand").blows[1].lands).toBe(false);
  });
  it("with both blows landing, the order only says which is applied first", () => {
    const x = counterExchange({ takes: 2, health: 9 }, { takes: 5, health: 5 }, "bothLand");
    expect(x.order).toBe("defender");
    expect(x.blows).toEqual([{ on: "defender", damage: 5, lands: true }, { on: "attacker", damage: 2, lands: true }]);
  });
});

describe("counter invariants", () => {
  const damage = fc.integer({ min: 0, max: 20 });
  const health = fc.integer({ min: 1, max: 30 });
  it("the first blow always lands and hits whoever takes more; the second lands unless its striker fell", () => {
    fc.assert(
      fc.property(damage, damage, health, health, (a, d, ha, hd) => {
        const x = counterExchange({ takes: a, health: ha }, { takes: d, health: hd });
        expect(x.blows[0].lands).toBe(true);
        expect(x.blows[0].damage).toBe(Math.max(a, d));
        expect(x.blows.map((b) => b.on).sort()).toEqual(["attacker", "defender"]);
        const firstHealth = x.blows[0].on === "attacker" ? ha : hd;
        expect(x.blows[1].lands).toBe(a === d || firstHealth - Math.max(a, d) > 0);
      }),
      { numRuns: runs(200) },
    );
  });
  it("the order is symmetric: swapping the parties swaps who is hit first", () => {
    const maybe = fc.option(damage, { nil: null });
    fc.assert(
      fc.property(maybe, maybe, (a, d) => {
        const swapped = { attacker: "defender", defender: "attacker", together: "together" } as const;
        expect(counterOrder(d, a)).toBe(swapped[counterOrder(a, d)]);
      }),
      { numRuns: runs(200) },
    );
  });
});
