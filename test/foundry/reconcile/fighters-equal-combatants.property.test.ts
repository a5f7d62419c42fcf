/**
 * The engine's fighters always equal the encounter's combatants, as a property over every turn
 * structure: the GM's commands (what the structure accepts now, next round), the GM adding
 * reinforcements, the GM or a player removing a combatant, tokens deleted with their combatants,
 * players bringing their characters back, and undos, interleaved at random (fixed seeds, short runs).
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../support/fixed-seed";
import { arm, as, combatantIds, dice, fight, fighterIds, gmChoices, gmDoes, newFight, SEEDS } from "./table";

const { TURN_STRUCTURE_IDS } = await import("../../../src/core/turns/engine");

type Doc = Record<string, any>;
let failures: unknown[][] = [];
beforeEach(() => {
  failures = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void failures.push(args));
});
afterEach(() => vi.restoreAllMocks());

const STEPS = ["command", "command", "nextRound", "gmAdds", "gmRemoves", "playerRemoves", "playerAdds", "tokenDeleted", "undo", "undo"] as const;
type Step = { kind: (typeof STEPS)[number]; pick: number; faces: number[] };
const step = fc.record({
  kind: fc.constantFrom(...STEPS),
  pick: fc.nat(),
  faces: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 8, maxLength: 8 }),
});

const OWNERS: Record<string, string> = Object.fromEntries(SEEDS.flatMap((seed) => seed.owners.map((owner) => [seed.id, owner])));
const nth = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(1, list.length)];
let tokens = 0;

/** Someone takes a combatant out; the encounter always keeps a few, as a table would. */
async function remove(by: (combatant: Doc) => string | null, pick: number): Promise<void> {
  const candidates: Doc[] = fight().combatants.contents.filter((c: Doc) => by(c) !== null);
  const chosen = nth(candidates, pick);
  if (!chosen || fight().combatants.size <= 3) return;
  await as(by(chosen)!, () => fight().deleteEmbeddedDocuments("Combatant", [chosen.id]));
}

async function take({ kind, pick, faces }: Step): Promise<void> {
  dice.push(...faces);
  switch (kind) {
    case "command": {
      const intent = nth(gmChoices(), pick);
      if (intent) await gmDoes(intent.kind, intent);
      return;
    }
    case "nextRound":
      await gmDoes("nextRound");
      return;
    case "undo":
      await gmDoes("undo");
      return;
    case "gmAdds": {
      const seed = nth(SEEDS, pick)!;
      await as("gm", () => fight().createEmbeddedDocuments("Combatant", [{ actorId: seed.id, tokenId: `tok-${seed.id}-${++tokens}` }]));
      return;
    }
    case "playerAdds": {
      // Their character back on its own token (a copy, if it is still in: the GM removes that).
      const seed = nth(SEEDS.filter((s) => s.owners.length > 0), pick)!;
      await as(seed.owners[0]!, () => fight().createEmbeddedDocuments("Combatant", [{ actorId: seed.id, tokenId: `tok-${seed.id}` }]));
      return;
    }
    case "gmRemoves":
      return remove(() => "gm", pick);
    case "playerRemoves":
      return remove((c) => OWNERS[c.actorId] ?? null, pick);
    case "tokenDeleted":
      // Foundry deletes a token's combatant with it, as whoever deleted the token (the GM, or the player who owns it).
      return remove((c) => (pick % 2 === 0 ? "gm" : (OWNERS[c.actorId] ?? "gm")), pick);
  }
}

describe("the engine's fighters are the encounter's combatants", () => {
  it.each(TURN_STRUCTURE_IDS)("in %s, through commands, joins, leaves, deleted tokens and undos", async (structure) => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 30, maxLength: 30 }), async (steps) => {
        arm();
        await newFight(structure);
        for (const [i, next] of steps.entries()) {
          await take(next);
          expect({ step: i, kind: next.kind, fighters: fighterIds() }).toEqual({ step: i, kind: next.kind, fighters: combatantIds() });
        }
        expect(failures).toEqual([]);
      }),
      { numRuns: runs(3) },
    );
  });
});
