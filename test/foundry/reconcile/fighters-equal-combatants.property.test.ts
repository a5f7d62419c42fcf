/**
 * The engine's fighters always equal the encounter's combatants, as a property over every turn
 * structure: the GM's commands (what the structure accepts now, next round), the GM adding
 * reinforcements, the GM or a player removing a combatant, tokens deleted with their combatants,
 * players bringing their characters back, and undos, interleaved at random (fixed seeds, short runs).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catchConsoleErrors } from "../../support/console-errors";
import { runs } from "../../support/fixed-seed";
import { arm, as, combatantIds, dice, fight, fighterIds, gmChoices, gmDoes, newFight, nth, OWNERS, removeOne, SEEDS } from "./table";

const { TURN_STRUCTURE_IDS } = await import("../../../src/core/turns/engine");

type Doc = Record<string, any>;
const failures = catchConsoleErrors();

const STEPS = ["command", "command", "nextRound", "gmAdds", "gmRemoves", "playerRemoves", "playerAdds", "tokenDeleted", "undo", "undo"] as const;
type Step = { kind: (typeof STEPS)[number]; pick: number; faces: number[] };
const step = fc.record({
  kind: fc.constantFrom(...STEPS),
  pick: fc.nat(),
  faces: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 8, maxLength: 8 }),
});

let tokens = 0;


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
      return removeOne(() => "gm", pick);
    case "playerRemoves":
      return removeOne((c) => OWNERS[c.actorId] ?? null, pick);
    case "tokenDeleted":
      // Foundry deletes a token's combatant with it, as whoever deleted the token (the GM, or the player who owns it).
      return removeOne((c) => (pick % 2 === 0 ? "gm" : (OWNERS[c.actorId] ?? "gm")), pick);
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
