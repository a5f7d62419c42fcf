import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { freshBudget } from "../../../../../src/rulesets/teams/rules/actions/turn-budget";
import { resolvePlannedAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { planAttack } from "../../../../../src/rulesets/teams/rules/combat/attack-plan";
import { boudicaAttack, shortbow, spear, target } from "./attack-support";

const reductions = fc.record({ physical: fc.integer({ min: 0, max: 30 }), elemental: fc.integer({ min: 0, max: 30 }) });
const pool = fc.integer({ min: 1, max: 30 }).chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
const someTarget = (id: string) =>
  fc.record({
    evasion: fc.integer({ min: 0, max: 20 }),
    deflection: reductions,
    size: fc.integer({ min: 2, max: 7 }),
    guarding: fc.boolean(),
    inCover: fc.boolean(),
    prone: fc.boolean(),
    endurance: pool,
    health: pool,
  }).map((t) =>
    target({ id, evasion: t.evasion, deflection: t.deflection, size: t.size, prone: t.prone, lasting: { defenceBonus: t.guarding ? 1 : 0, rangedDisadvantage: t.inCover }, vitals: { endurance: t.endurance, health: t.health } }),
  );
const face = (faces: number) => fc.integer({ min: 1, max: faces });

describe("teams attack outcome invariants", () => {
  it("resolving never deals less than 1 on a hit, nor anything on a miss", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom("piercing", "fire", "psychic", ""),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 2, max: 7 }),
        fc.record({ sneak: fc.boolean(), flanking: fc.boolean() }),
        someTarget("enemy"),
        someTarget("bystander"),
        fc.array(fc.record({ attribute: face(6), combatSkill: face(6) }), { minLength: 4, maxLength: 4 }),
        face(20),
        fc.integer({ min: -3, max: 3 }),
        face(1),
        (ranged, damageType, earlierAttacks, size, situation, enemy, bystander, sets, luckFace, luckModifier, strayFace) => {
          const base = boudicaAttack();
          const weapon = ranged ? { ...shortbow, damageType } : { ...spear, damageType };
          const planned = planAttack({
            attacker: { ...base.attacker, size, luckModifier, budget: { ...freshBudget(), attacksThisRound: earlierAttacks } },
            weapon,
            choice: { attribute: ranged ? "dexterity" : "strength", proficiency: null },
            target: enemy,
            nearby: [bystander],
            situation,
          });
          if (!planned.ok) throw new Error(planned.reason.key);
          const outcome = resolvePlannedAttack(planned.plan, { sets: sets.slice(0, planned.plan.diceSets), luckFace, strayFace });
          expect(outcome.kind).not.toBe("needsStrayRoll");
          if (outcome.kind === "hit") {
            expect(outcome.taken).toBeGreaterThanOrEqual(1);
            expect(outcome.suffered.taken.toEndurance + outcome.suffered.taken.toHealth).toBe(outcome.taken);
          } else if (outcome.kind === "miss") {
            expect(outcome).not.toHaveProperty("taken");
            expect(outcome).not.toHaveProperty("suffered");
            // Only a test below the target's evasion without a critical luck roll misses.
            const struck = outcome.targetId === "enemy" ? planned.plan.target : planned.plan.strayCandidates[0]!;
            expect(outcome.test.total).toBeLessThan(struck.evasion);
            expect(outcome.luckRoll).toBeLessThan(weapon.criticalThreshold);
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });
});
