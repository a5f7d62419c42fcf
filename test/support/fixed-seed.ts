/**
 * CI is deterministic: every fast-check property runs from one fixed seed unless FRAY_EXPLORE asks
 * for random ones (then fast-check prints the seed and path of any failure, to become a named test).
 * FRAY_SEED (and FRAY_PATH) replay one printed failure, with the budgets exploring had.
 */
import fc from "fast-check";

const FIXED_SEED = 20261123;
const exploring = Boolean(process.env.FRAY_EXPLORE);
const replaySeed = process.env.FRAY_SEED;
const replayPath = process.env.FRAY_PATH;

if (replaySeed !== undefined && replaySeed !== "") {
  fc.configureGlobal({ seed: Number(replaySeed), ...(replayPath ? { path: replayPath } : {}) });
} else if (!exploring) {
  fc.configureGlobal({ seed: FIXED_SEED });
}

/** How many more runs each property makes when exploring (FRAY_EXPLORE_SCALE, default 5). */
const exploreScale = Math.max(1, Number(process.env.FRAY_EXPLORE_SCALE ?? 5) || 1);

/** A property's numRuns: its CI budget, scaled up when exploring (and when replaying what exploring found). */
export function runs(ciBudget: number): number {
  return exploring || replaySeed ? ciBudget * exploreScale : ciBudget;
}
