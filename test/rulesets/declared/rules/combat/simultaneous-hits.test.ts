import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { DECLARED_DAMAGE_TYPES } from "../../../../../src/rulesets/declared/rules/combat/damage-types";
import type { WoundState } from "../../../../../src/rulesets/declared/rules/combat/hit-damage";
import { applySimultaneousHits, type SimultaneousHit } from "../../../../../src/rulesets/declared/rules/combat/simultaneous-hits";

const hit = (id: string, targetId: string, rolled: number, type: SimultaneousHit["type"] = "slashing", critical = false): SimultaneousHit => ({
  id,
  targetId,
  rolled,
  critical,
  multiplier: 2,
  type,
});

describe("hits in a tied step land together", () => {
  it("a double knock-out: the duellist and the bandit act on the same Initiative and each drops the other", () => {
    const start: Record<string, WoundState> = {
      duellist: { stress: 3, wounds: 4, armour: 1 },
      bandit: { stress: 2, wounds: 5, armour: 0 },
    };
    const { states, results } = applySimultaneousHits(start, [hit("duellist-cuts", "bandit", 7), hit("bandit-stabs", "duellist", 8, "piercing")]);
    expect(states).toEqual({
      duellist: { stress: 0, wounds: 0, armour: 1 },
      bandit: { stress: 0, wounds: 0, armour: 0 },
    });
    expect(results["duellist-cuts"]!.injury).toEqual({ type: "slashing", amount: 5 });
    expect(results["bandit-stabs"]!.injury).toEqual({ type: "piercing", amount: 4 });
  });

  it("two hits on one creature: the smaller is soaked by Stress first, the bigger breaks through to Wound Points", () => {
    const start = { ogre: { stress: 8, wounds: 18, armour: 0 } };
    const { states, results } = applySimultaneousHits(start, [hit("b", "ogre", 7, "piercing"), hit("a", "ogre", 5, "slashing")]);
    expect(states.ogre).toEqual({ stress: 0, wounds: 14, armour: 0 });
    expect(results.a).toMatchObject({ toStress: 5, toWounds: 0, injury: null });
    expect(results.b).toMatchObject({ toStress: 3, toWounds: 4, injury: { type: "piercing", amount: 4 } });
  });

  it("equal hits are ordered by damage type, then by hit id", () => {
    const start = { ogre: { stress: 3, wounds: 18, armour: 0 } };
    const byType = applySimultaneousHits(start, [hit("x", "ogre", 3, "slashing"), hit("y", "ogre", 3, "blunt")]);
    expect(byType.results.y).toMatchObject({ toStress: 3, injury: null });
    expect(byType.results.x!.injury).toEqual({ type: "slashing", amount: 3 });
    const byId = applySimultaneousHits(start, [hit("second", "ogre", 3), hit("first", "ogre", 3)]);
    expect(byId.results.first).toMatchObject({ toStress: 3, injury: null });
    expect(byId.results.second!.injury).toEqual({ type: "slashing", amount: 3 });
  });

  it("three equal hits of one type listed out of order: the first by id is the one Stress soaks", () => {
    const start = { ogre: { stress: 3, wounds: 18, armour: 0 } };
    const { results } = applySimultaneousHits(start, [hit("c", "ogre", 3), hit("a", "ogre", 3), hit("b", "ogre", 3)]);
    expect([results.a!.toStress, results.b!.toStress, results.c!.toStress]).toEqual([3, 0, 0]);
  });

  it("a critical in the same step goes to Wound Points whatever its place", () => {
    const start = { ogre: { stress: 4, wounds: 18, armour: 0 } };
    const { states, results } = applySimultaneousHits(start, [hit("crit", "ogre", 3, "blunt", true), hit("plain", "ogre", 4)]);
    expect(results.crit).toMatchObject({ dealt: 6, toWounds: 6, injuryCheck: true });
    expect(states.ogre).toEqual({ stress: 0, wounds: 12, armour: 0 });
  });

  it("creatures nobody hit keep their state, and the start of the step is left as it was", () => {
    const start = { ogre: { stress: 4, wounds: 18, armour: 0 }, imp: { stress: 1, wounds: 6, armour: 0 } };
    const { states } = applySimultaneousHits(start, [hit("h", "ogre", 2)]);
    expect(states.imp).toEqual({ stress: 1, wounds: 6, armour: 0 });
    expect(start.ogre).toEqual({ stress: 4, wounds: 18, armour: 0 });
  });

  it("a hit on a creature missing from the step is a mistake of the caller", () => {
    expect(() => applySimultaneousHits({}, [hit("h", "ghost", 2)])).toThrow('No state for the target "ghost" of hit "h"');
  });
});

const ids = ["a", "b", "c"] as const;
const states = fc.record({
  a: fc.record({ stress: fc.integer({ min: 0, max: 20 }), wounds: fc.integer({ min: -5, max: 15 }), armour: fc.integer({ min: 0, max: 4 }) }),
  b: fc.record({ stress: fc.integer({ min: 0, max: 20 }), wounds: fc.integer({ min: -5, max: 15 }), armour: fc.integer({ min: 0, max: 4 }) }),
  c: fc.record({ stress: fc.integer({ min: 0, max: 20 }), wounds: fc.integer({ min: -5, max: 15 }), armour: fc.integer({ min: 0, max: 4 }) }),
});
const batch = fc
  .array(
    fc.record({
      targetId: fc.constantFrom(...ids),
      rolled: fc.integer({ min: -2, max: 25 }),
      critical: fc.boolean(),
      multiplier: fc.constantFrom(2 as const, 3 as const, 4 as const),
      type: fc.constantFrom(...DECLARED_DAMAGE_TYPES),
    }),
    { maxLength: 8 },
  )
  .map((hits) => hits.map((h, index) => ({ ...h, id: `hit${index}` })));

describe("simultaneous damage invariants", () => {
  it("the order of the hits inside a tied step changes nothing", () => {
    fc.assert(
      fc.property(states, batch.chain((hits) => fc.tuple(fc.constant(hits), fc.shuffledSubarray(hits, { minLength: hits.length, maxLength: hits.length }))), (start, [hits, shuffled]) => {
        expect(applySimultaneousHits(start, shuffled)).toEqual(applySimultaneousHits(start, hits));
      }),
      { numRuns: runs(300) },
    );
  });

  it("every hit lands: each creature loses exactly what its hits took, on Stress and Wound Points together", () => {
    fc.assert(
      fc.property(states, batch, (start, hits) => {
        const { states: after, results } = applySimultaneousHits(start, hits);
        for (const id of ids) {
          const mine = hits.filter((h) => h.targetId === id).map((h) => results[h.id]!);
          const lost = start[id].stress - after[id]!.stress + (start[id].wounds - after[id]!.wounds);
          expect(lost).toBe(mine.reduce((total, r) => total + r.taken, 0));
          expect(after[id]!.stress).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
