/**
 * "The chapter's own turn structure is the default; every other structure works": a teams fight (Roland
 * and Clementine against two goblins, initiative numbers from the teams ratings) under each of the five
 * turn structures, played through the tracker's own path (the GM's turn command and the buttons the
 * engine allows, test/support/every-structure.ts): it starts, each conscious combatant gets exactly one
 * turn in the round, an unconscious goblin is skipped, and the round ends.
 */
import { afterEach, describe, expect, it } from "vitest";
import { double, settle, teamsFight } from "../flows/conditions/teams-fight";
import { playRoundOne, turnsById, viewOf } from "../../../support/every-structure";

const { TURN_STRUCTURE_IDS } = await import("../../../../src/core/turns/engine");
const { activeRules } = await import("../../../../src/foundry/active-ruleset");
const { FrayCombat } = await import("../../../../src/foundry/combat/fray-combat");

type Doc = Record<string, any>;

afterEach(() => {
  double.settings.set("fray.turnStructure", "ruleset");
  double.recorded.messages.length = 0;
});

describe("a teams fight runs under every turn structure", () => {
  it("the chapter's alternating teams is the teams world's default structure", () => {
    expect(activeRules().turnStructure).toBe("alternatingTeams");
  });

  it.each(TURN_STRUCTURE_IDS.map((structure) => [structure]))("%s: every conscious combatant takes one turn, the unconscious goblin none, and the round ends", async (structure) => {
    // Initiative dice that differ, as real ones soon do (the double's empty dice would tie every roll-off forever).
    double.dice.splice(0, double.dice.length, ...Array.from({ length: 60 }, (_, i) => [20, 13, 7, 16, 4, 10, 18, 2, 11, 5, 15, 8][i % 12]!));
    // The GM picks the structure in the world setting; the tracker's start reads it (FrayCombat#frayStructure).
    double.settings.set("fray.turnStructure", structure);
    const chosen = (Object.create(FrayCombat.prototype) as { frayStructure: string }).frayStructure;
    expect(chosen).toBe(structure);
    const { combat, actors } = await teamsFight(chosen);
    expect((await viewOf(combat)).started).toBe(true);
    // The goblin archer is knocked out before it acts.
    await actors.gob2!.update({ system: { endurance: { value: 0 }, health: { value: 0 } } });
    await settle();
    expect((await viewOf(combat)).fighters.find((f: Doc) => f.id === "gob2")?.status).toBe("unconscious");

    const { turns } = await playRoundOne(combat, settle);
    expect(turnsById(turns)).toEqual({ clementine: 1, gob1: 1, roland: 1 });
    expect((await viewOf(combat)).round).toBe(2);
  });
});
