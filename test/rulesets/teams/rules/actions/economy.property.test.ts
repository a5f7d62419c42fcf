import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { TEAMS_ACTION_IDS } from "../../../../../src/rulesets/teams/rules/actions/action-table";
import { blockHit } from "../../../../../src/rulesets/teams/rules/actions/block";
import { expireGrantedActions, grantCommandedAction } from "../../../../../src/rulesets/teams/rules/actions/command";
import { teamsEconomy } from "../../../../../src/rulesets/teams/rules/actions/economy";
import { abandonExtendedAction, continueExtendedAction } from "../../../../../src/rulesets/teams/rules/actions/extended-action";
import { parryAttack } from "../../../../../src/rulesets/teams/rules/actions/parry";
import { TEAMS_REACTION_IDS } from "../../../../../src/rulesets/teams/rules/actions/reaction-table";
import { takeReaction } from "../../../../../src/rulesets/teams/rules/actions/reactions";
import { takeReadiedAction } from "../../../../../src/rulesets/teams/rules/actions/ready-action";
import type { Resources } from "../../../../../src/rulesets/teams/rules/actions/resources";
import { takeAction } from "../../../../../src/rulesets/teams/rules/actions/take-action";
import { ACTIONS_PER_TURN, actionsLeft, type TeamsBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";

/** Anything that can happen to one combatant's budget in a fight, in any order. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant("action" as const),
    id: fc.constantFrom(...TEAMS_ACTION_IDS),
    ownTurn: fc.boolean(),
    prone: fc.boolean(),
    force: fc.boolean(),
    target: fc.constantFrom("a", "b", undefined),
    reloadActions: fc.integer({ min: 1, max: 7 }),
  }),
  fc.record({ kind: fc.constant("reaction" as const), id: fc.constantFrom(...TEAMS_REACTION_IDS) }),
  fc.constantFrom(
    { kind: "roundStart" as const },
    { kind: "turnStart" as const },
    { kind: "granted" as const },
    { kind: "expire" as const },
    { kind: "continue" as const },
    { kind: "abandon" as const },
    { kind: "trigger" as const },
  ),
);

interface Fighter {
  budget: TeamsBudget;
  resources: Resources;
  durability: number;
}

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function play(fighter: Fighter, s: Step): Fighter {
  const { budget, resources, durability } = fighter;
  const keep = (next: { ok: boolean; budget?: TeamsBudget }) => (next.ok && next.budget ? { ...fighter, budget: next.budget } : fighter);
  switch (s.kind) {
    case "action": {
      const ctx = { ownTurn: s.ownTurn, prone: s.prone, ...resources, reloadActions: s.reloadActions, ...(s.target ? { target: s.target } : {}) };
      const taken = takeAction(budget, resources, s.id, ctx, s.force);
      return taken.ok ? { ...fighter, budget: taken.budget, resources: taken.resources } : fighter;
    }
    case "reaction": {
      const item = { blockValue: 2, parryValue: null, durability };
      const taken = takeReaction(budget, resources, s.id, { ...resources, item });
      if (!taken.ok) return fighter;
      const worn = s.id === "parry" ? parryAttack({ physicalDefense: 4, parryValue: null, durability }).durability : s.id === "block" ? blockHit({ damage: 9, blockValue: 2, durability }).durability : durability;
      return { budget: taken.budget, resources: taken.resources, durability: worn };
    }
    case "roundStart":
      return { ...fighter, budget: teamsEconomy.roundStart(budget) };
    case "turnStart":
      return { ...fighter, budget: teamsEconomy.turnStart(budget) };
    case "granted":
      return { ...fighter, budget: grantCommandedAction(budget) };
    case "expire":
      return { ...fighter, budget: expireGrantedActions(budget) };
    case "continue":
      return keep(continueExtendedAction(budget, true));
    case "abandon":
      return keep(abandonExtendedAction(budget, true));
    case "trigger":
      return keep(takeReadiedAction(budget, "attack", { prone: false }));
  }
}

describe("teams action economy invariants", () => {
  it("actions, reactions, stamina, focus and durability never go below zero, and the budget always reads back whole", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 10 }), fc.array(step, { maxLength: 40 }), (stamina, focus, durability, steps) => {
        let fighter: Fighter = { budget: teamsEconomy.fresh(), resources: { stamina, focus }, durability };
        for (const s of steps) {
          fighter = play(fighter, s);
          const { budget, resources } = fighter;
          expect(actionsLeft(budget)).toBeGreaterThanOrEqual(0);
          expect(budget.actionsSpent).toBeLessThanOrEqual(ACTIONS_PER_TURN);
          expect(budget.reactionsLeft).toBeGreaterThanOrEqual(0);
          expect(budget.grantedActions).toBeGreaterThanOrEqual(0);
          expect(budget.extended === null || budget.extended.actionsLeft >= 1).toBe(true);
          expect(resources.stamina).toBeGreaterThanOrEqual(0);
          expect(resources.focus).toBeGreaterThanOrEqual(0);
          expect(fighter.durability).toBeGreaterThanOrEqual(0);
          expect(teamsEconomy.read(JSON.parse(JSON.stringify(budget)))).toEqual(budget);
        }
      }),
      { numRuns: runs(200) },
    );
  });

  it("an action taken without confirming never costs more stamina or focus than was left", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEAMS_ACTION_IDS), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.boolean(), (id, stamina, focus, prone) => {
        const taken = takeAction(teamsEconomy.fresh(), { stamina, focus }, id, { ownTurn: true, stamina, focus, prone, target: "ally" });
        if (taken.ok) expect(stamina - taken.cost.stamina >= 0 && focus - taken.cost.focus >= 0).toBe(true);
        else expect(taken.reason.key).toMatch(/^FRAY\.Teams\.Economy\.Refusal\./);
      }),
      { numRuns: runs(200) },
    );
  });

  it("a block deals the item at least 1 and never more than its durability, and every point past the block value lands on the item or the blocker", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 12 }), (damage, blockValue, durability) => {
        const block = blockHit({ damage, blockValue, durability });
        expect(block.durability).toBeGreaterThanOrEqual(0);
        expect(block.itemDamage).toBeGreaterThanOrEqual(1);
        expect(block.itemDamage).toBeLessThanOrEqual(durability);
        expect(block.overflow).toBeGreaterThanOrEqual(0);
        expect(block.itemDamage + block.overflow).toBe(Math.max(1, damage - blockValue));
      }),
      { numRuns: runs(300) },
    );
  });
});
