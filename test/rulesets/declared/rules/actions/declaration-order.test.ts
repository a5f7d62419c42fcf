import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { awaitingDeclaration, declarationShown, planDeclarations, type Declarer } from "../../../../../src/rulesets/declared/rules/actions/declaration-order";
import { DECLARATION_ORDERS } from "../../../../../src/rulesets/declared/rules/actions/declaration-order-setting";

/** Three players round the table (seats clockwise from the GM's left) and the GM's two goblins. */
const table: Declarer[] = [
  { id: "goblinA", agility: 12, seat: null },
  { id: "cleric", agility: 9, seat: 2 },
  { id: "rogue", agility: 16, seat: 0 },
  { id: "goblinB", agility: 12, seat: null },
  { id: "fighter", agility: 12, seat: 1 },
];

describe("round-robin", () => {
  it("from the GM's left goes clockwise, the GM's creatures last in the order given", () => {
    expect(planDeclarations("clockwise", table)).toEqual({ order: ["rogue", "fighter", "cleric", "goblinA", "goblinB"], together: false, hidden: false });
  });

  it("from the GM's right goes counterclockwise, the GM's creatures still last", () => {
    expect(planDeclarations("counterclockwise", table)).toEqual({ order: ["cleric", "fighter", "rogue", "goblinA", "goblinB"], together: false, hidden: false });
  });

  it("a player with two creatures declares for both in turn", () => {
    const pets = [...table, { id: "rogueHawk", agility: 18, seat: 0 }];
    expect(planDeclarations("clockwise", pets).order.slice(0, 3)).toEqual(["rogue", "rogueHawk", "fighter"]);
  });
});

describe("by Agility", () => {
  it("goes from the highest Agility score down; equal scores in round-robin order", () => {
    expect(planDeclarations("agility", table)).toEqual({ order: ["rogue", "fighter", "goblinA", "goblinB", "cleric"], together: false, hidden: false });
  });
});

describe("in secret", () => {
  it("everyone declares at once, hidden until all are in", () => {
    expect(planDeclarations("secret", table)).toEqual({ order: ["rogue", "fighter", "cleric", "goblinA", "goblinB"], together: true, hidden: true });
  });
});

describe("who is asked to declare now", () => {
  it("in turn: only the next who has not declared", () => {
    const plan = planDeclarations("clockwise", table);
    expect(awaitingDeclaration(plan, [])).toEqual(["rogue"]);
    expect(awaitingDeclaration(plan, ["rogue", "cleric"])).toEqual(["fighter"]);
    expect(awaitingDeclaration(plan, plan.order)).toEqual([]);
  });

  it("in secret: everyone who has not", () => {
    const plan = planDeclarations("secret", table);
    expect(awaitingDeclaration(plan, ["fighter"])).toEqual(["rogue", "cleric", "goblinA", "goblinB"]);
  });
});

describe("who sees a declaration", () => {
  const secret = planDeclarations("secret", table);
  const open = planDeclarations("agility", table);
  const player = { isGM: false, owns: false };

  it("in secret, another player sees it only once all are in", () => {
    expect(declarationShown(secret, player, false)).toBe(false);
    expect(declarationShown(secret, player, true)).toBe(true);
  });

  it("the GM and the creature's owners always see it", () => {
    expect(declarationShown(secret, { isGM: true, owns: false }, false)).toBe(true);
    expect(declarationShown(secret, { isGM: false, owns: true }, false)).toBe(true);
  });

  it("declared in the open, everyone sees it at once", () => {
    expect(declarationShown(open, player, false)).toBe(true);
  });
});

const declarers = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), agility: fc.integer({ min: 0, max: 20 }), seat: fc.option(fc.integer({ min: 0, max: 6 })) }),
  { selector: (d) => d.id, maxLength: 10 },
);

describe("every way of declaring", () => {
  it("asks each creature exactly once", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DECLARATION_ORDERS), declarers, (rule, list) => {
        expect([...planDeclarations(rule, list).order].sort()).toEqual(list.map((d) => d.id).sort());
      }),
      { numRuns: runs(200) },
    );
  });

  it("by Agility never asks a lower score before a higher one", () => {
    fc.assert(
      fc.property(declarers, (list) => {
        const agility = new Map(list.map((d) => [d.id, d.agility]));
        const scores = planDeclarations("agility", list).order.map((id) => agility.get(id) ?? 0);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
      { numRuns: runs(200) },
    );
  });

  it("round-robin asks the GM's creatures after every player's", () => {
    fc.assert(
      fc.property(fc.constantFrom("clockwise" as const, "counterclockwise" as const), declarers, (rule, list) => {
        const seat = new Map(list.map((d) => [d.id, d.seat]));
        const gmFrom = planDeclarations(rule, list).order.findIndex((id) => seat.get(id) === null);
        const after = gmFrom < 0 ? [] : planDeclarations(rule, list).order.slice(gmFrom);
        expect(after.every((id) => seat.get(id) === null)).toBe(true);
      }),
      { numRuns: runs(200) },
    );
  });
});
