/**
 * How the tracker decides which buttons a user sees: verdicts where the adapter has them, a dry run of
 * the engine otherwise, and never a button whose intent means nothing in the structure.
 */
import { describe, expect, it } from "vitest";
import type { AnyAdapter, Intent } from "../../../../src/core/turns/adapters/adapter";
import { allowedIntents, dryRunIntents, engineAccepts } from "../../../../src/core/turns/adapters/allowed";
import { TURN_STRUCTURE_IDS } from "../../../../src/core/turns/engine";
import { GM, midRound, PLAYER } from "../../../support/tracker-scenarios";

describe("buttons without verdicts", () => {
  it.each(TURN_STRUCTURE_IDS)("%s: an adapter without verdicts offers exactly what the engine accepts", (structure) => {
    const fight = midRound(structure, 2);
    const { verdicts: _unused, ...plain } = fight.adapter;
    const bare: AnyAdapter = plain;
    for (const viewer of [GM, PLAYER]) {
      const offered = allowedIntents(bare, fight.state, viewer);
      expect(offered).toEqual(dryRunIntents(fight.adapter, fight.state, viewer));
      expect(offered).toEqual(allowedIntents(fight.adapter, fight.state, viewer));
    }
    expect(allowedIntents(bare, fight.state, GM).length).toBeGreaterThan(0);
  });
});

describe("a button the structure has no command for", () => {
  // Choosing who goes first belongs to factions; alternating teams has no such command.
  const foreign: Intent = { kind: "chooseFirst", groupId: "foes" };

  it("is never accepted, and asking does not break the tracker", () => {
    const fight = midRound("alternatingTeams", 2);
    expect(fight.adapter.command(fight.state, foreign, GM)).toBeNull();
    expect(engineAccepts(fight.adapter, fight.state, foreign, GM)).toBe(false);
  });

  it("is filtered out even when an adapter lists it among its candidates", () => {
    const fight = midRound("alternatingTeams", 2);
    const listing: AnyAdapter = { ...fight.adapter, candidates: (state) => [...fight.adapter.candidates(state), foreign] };
    expect(allowedIntents(listing, fight.state, GM)).toEqual(allowedIntents(fight.adapter, fight.state, GM));
  });
});
