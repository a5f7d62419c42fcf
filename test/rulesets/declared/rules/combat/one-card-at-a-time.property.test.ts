/**
 * Why the shell may apply a tied step's hits one card at a time, in whatever order the GM clicks
 * Apply: each creature's Stress and Wound Points come out as applySimultaneousHits leaves them from the
 * start of the step (docs/rules-notes.md, "Simultaneous hits").
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../support/fixed-seed";
import { applyHit, type WoundState } from "../../../../../src/rulesets/declared/rules/combat/hit-damage";
import { applySimultaneousHits, type SimultaneousHit } from "../../../../../src/rulesets/declared/rules/combat/simultaneous-hits";

const state = fc.record({ stress: fc.integer({ min: 0, max: 30 }), wounds: fc.integer({ min: -10, max: 20 }), armour: fc.integer({ min: 0, max: 5 }) });
const hitOn = (targets: string[]) =>
  fc.record({
    targetId: fc.constantFrom(...targets),
    rolled: fc.integer({ min: -2, max: 30 }),
    critical: fc.boolean(),
    multiplier: fc.constantFrom(2 as const, 3 as const, 4 as const),
    type: fc.constantFrom("blunt" as const, "slashing" as const, "fire" as const),
  });

describe("a tied step's hits, applied card by card", () => {
  it("any order of Apply leaves every creature's Stress and Wound Points where the step's simultaneous application does", () => {
    fc.assert(
      fc.property(state, state, fc.array(hitOn(["a", "b"]), { maxLength: 6 }), fc.integer({ min: 0, max: 1000 }), (a, b, drawn, seed) => {
        const hits: SimultaneousHit[] = drawn.map((hit, index) => ({ ...hit, id: `card${index}` }));
        const start: Record<string, WoundState> = { a, b };
        const together = applySimultaneousHits(start, hits).states;
        // The GM's order: any permutation of the cards.
        const order = [...hits].sort((x, y) => ((Number(x.id.slice(4)) * 7919 + seed) % 13) - ((Number(y.id.slice(4)) * 7919 + seed) % 13));
        const byCard: Record<string, WoundState> = { ...start };
        for (const hit of order) {
          const now = byCard[hit.targetId]!;
          const result = applyHit(now, hit);
          byCard[hit.targetId] = { ...now, stress: result.stress, wounds: result.wounds };
        }
        expect(byCard).toEqual(together);
      }),
      { numRuns: runs(200) },
    );
  });
});
