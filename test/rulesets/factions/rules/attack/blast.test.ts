import { describe, expect, it } from "vitest";
import { blastLanding } from "../../../../../src/rulesets/factions/rules/attack/blast";
import { FACTIONS_BLAST, FACTIONS_BLAST_REFUSAL } from "../../../../../src/rulesets/factions/rules/attack/labels";
import { deviationPlan } from "../../../../../src/rulesets/factions/rules/zones/blast-deviation";
import { buildZoneMap } from "../../../../../src/rulesets/factions/rules/zones/zone-map";

/** A courtyard with three zones around it, and a lone island. */
const map = buildZoneMap(
  ["courtyard", "gatehouse", "stables", "well", "island"],
  [
    ["courtyard", "gatehouse"],
    ["courtyard", "stables"],
    ["courtyard", "well"],
  ],
  [],
);
const aroundCourtyard = deviationPlan("courtyard", map);

describe("where a ranged blast lands", () => {
  it("a hit lands where it was aimed, whatever the die", () => {
    expect(blastLanding("courtyard", true, aroundCourtyard, null)).toEqual({ ok: true, landing: { zone: "courtyard", result: { key: FACTIONS_BLAST.landed } } });
  });

  it.each([
    [1, "gatehouse"],
    [2, "stables"],
    [3, "well"],
  ])("a miss with a %i on the d3 deviates into the %s", (face, zone) => {
    expect(aroundCourtyard.die).toBe("1d3");
    expect(blastLanding("courtyard", false, aroundCourtyard, face)).toEqual({ ok: true, landing: { zone, result: { key: FACTIONS_BLAST.deviated } } });
  });

  it("a miss waits for the deviation die", () => {
    expect(blastLanding("courtyard", false, aroundCourtyard, null)).toEqual({
      ok: false,
      reason: { key: FACTIONS_BLAST_REFUSAL.rollOutOfRange, data: { roll: 0, die: "1d3" } },
    });
  });

  it("a face the die does not have names no zone", () => {
    expect(blastLanding("courtyard", false, aroundCourtyard, 4)).toEqual({
      ok: false,
      reason: { key: FACTIONS_BLAST_REFUSAL.rollOutOfRange, data: { roll: 4, die: "1d3" } },
    });
  });

  it("a miss from a zone with no neighbour lands nowhere, with no die to roll", () => {
    expect(blastLanding("island", false, deviationPlan("island", map), null)).toEqual({ ok: true, landing: { zone: null, result: { key: FACTIONS_BLAST.lost } } });
  });
});
