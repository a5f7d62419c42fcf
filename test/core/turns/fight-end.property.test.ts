/** Invariants of "until one team remains": the tracker never names a team with nobody able to act. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canStillAct, fightEndReasons } from "../../../src/core/turns/fight-end";
import type { FighterStatus } from "../../../src/core/turns/adapters/adapter";
import { runs } from "../../support/fixed-seed";

const STATUSES: FighterStatus[] = ["acting", "ready", "waiting", "acted", "delaying", "holding", "dying", "unconscious", "defeated"];
const GROUP_IDS = ["g0", "g1", "g2", "g3"];

const fight = fc.record({
  groupCount: fc.integer({ min: 1, max: 4 }),
  fighters: fc.array(fc.record({ groupId: fc.constantFrom(...GROUP_IDS, "stray"), status: fc.constantFrom(...STATUSES) }), { maxLength: 12 }),
  complete: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
});

describe("who remains", () => {
  it("a team named as the last one standing has someone able to act, and no other team has", () => {
    fc.assert(
      fc.property(fight, ({ groupCount, fighters, complete }) => {
        const groups = GROUP_IDS.slice(0, groupCount).map((id) => ({ id }));
        const objectives = Object.fromEntries(GROUP_IDS.map((id, i) => [id, { text: "", complete: complete[i]! }]));
        const reasons = fightEndReasons({ groups, fighters }, objectives);
        const ableIn = (id: string) => fighters.some((fighter) => fighter.groupId === id && canStillAct(fighter.status));
        for (const reason of reasons) {
          if (reason.kind === "lastTeam") {
            expect(ableIn(reason.groupId)).toBe(true);
            expect(groups.filter((g) => g.id !== reason.groupId).some((g) => ableIn(g.id))).toBe(false);
          }
          if (reason.kind === "noTeam") expect(groups.some((g) => ableIn(g.id))).toBe(false);
          if (reason.kind === "objective") expect(groups.some((g) => g.id === reason.groupId)).toBe(true);
        }
        // Exactly one verdict about who stands, whenever at most one team does.
        const standing = groups.filter((g) => ableIn(g.id)).length;
        expect(reasons.filter((r) => r.kind !== "objective").length).toBe(standing <= 1 ? 1 : 0);
      }),
      { numRuns: runs(300) },
    );
  });
});
