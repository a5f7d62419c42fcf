/**
 * The tracker's cost grows with the fight, not its square: building the GM's and a player's buttons
 * dry-runs through the engine only the few fight-wide candidates its verdicts leave open, however many
 * combatants there are, while the exhaustive dry run applies one command per candidate.
 */
import { describe, expect, it } from "vitest";
import type { AnyAdapter } from "../../../../src/core/turns/adapters/adapter";
import { allowedIntents, dryRunIntents } from "../../../../src/core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS, type Issuer } from "../../../../src/core/turns/engine";
import { GM, midRound, PLAYER } from "../../../support/tracker-scenarios";

/** How many times the engine applies a command while `run` asks this adapter for buttons. */
function engineRuns(adapter: AnyAdapter, run: (counted: AnyAdapter) => unknown): number {
  let runs = 0;
  const engine = { ...adapter.engine, apply: (state: unknown, command: { type: string; by: Issuer }) => ((runs += 1), adapter.engine.apply(state, command)) };
  run({ ...adapter, engine });
  return runs;
}

describe("buttons for a mid-round fight of 10 or 200 combatants", () => {
  it.each(TURN_STRUCTURE_IDS)("%s dry-runs the same handful of commands at either size", (structure) => {
    for (const viewer of [GM, PLAYER]) {
      const [small, large] = [midRound(structure, 5), midRound(structure, 195)];
      const dryRuns = (fight: typeof small) => engineRuns(fight.adapter, (counted) => allowedIntents(counted, fight.state, viewer));
      expect(dryRuns(large)).toBe(dryRuns(small));
      expect(dryRuns(large)).toBeLessThanOrEqual(4);
      // The exhaustive check pays for every candidate, so the sizes differ by the roster.
      const exhaustive = engineRuns(large.adapter, (counted) => dryRunIntents(counted, large.state, viewer));
      expect(exhaustive).toBeGreaterThan(200);
    }
  });
});
