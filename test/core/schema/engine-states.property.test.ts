/**
 * Property: every state the five turn engines really produce passes its structure's whole spec, as it
 * is and after the JSON round trip of storage, undo snapshots included. Random fights are driven the way
 * the shell drives them (buttons a random user may press, roll answers, newcomers in new and old groups,
 * GM overrides, undo), so the shell's check on every read never rejects a fight that is going well.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TurnStructureId } from "../../../src/core/turns/engine";
import type { AnyAdapter } from "../../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../../src/core/turns/adapters/allowed";
import { ADAPTERS } from "../../../src/core/turns/adapters/registry";
import { engineStateIssues } from "../../../src/core/schema/engine-states";
import { GM } from "../turns/adapters/adapter-harness";
import { type Command, fightSpecArb, type MoveMix, randomMove, startFight, type Step, stepArb } from "../turns/adapters/random-fight";
import { runs } from "../../support/fixed-seed";

/** The GM overrides no button offers: moving someone in the order, to a group, setting a base or the initiative holder. */
function override(adapter: AnyAdapter, state: unknown, step: Step): Command | null {
  const view = adapter.view(state);
  const someone = view.fighters[step.value % Math.max(1, view.fighters.length)]?.id ?? "nobody";
  const other = view.fighters[step.user % Math.max(1, view.fighters.length)]?.id ?? null;
  const group = view.groups[step.user % Math.max(1, view.groups.length)]?.id ?? "nobody";
  switch (adapter.id) {
    case "individual": return { type: "moveInOrder", by: GM, combatantId: someone, beforeId: other === someone ? null : other } as Command;
    case "declared": return { type: "setBase", by: GM, combatantId: someone, base: (step.value % 15) - 3 } as Command;
    case "factions": return { type: "setHolder", by: GM, factionId: group } as Command;
    default: return adapter.moveToGroup?.(state, someone, group, GM) ?? null;
  }
}

/** A GM override, or undo (often, so snapshots are put back and fights go on from them); undefined leaves the step to a button. */
function overrideOrUndo(adapter: AnyAdapter, state: unknown, step: Step): Command | null | undefined {
  if (step.choice >= 88) return override(adapter, state, step);
  if (step.choice >= 84) return adapter.command(state, { kind: "undo" }, GM);
  return undefined;
}

/** The moves: rolls, newcomers (some having acted already), overrides, undo, and mostly the buttons the tracker offers. */
const MIX: MoveMix = { joinFrom: 92, newcomersMayHaveActed: true, other: overrideOrUndo, offered: allowedIntents, turnMovesBelow: 75 };

/** The issues of a state as the engine returned it and as Foundry gives it back after storing it. */
function issuesOf(structure: TurnStructureId, state: unknown): unknown[] {
  return [...engineStateIssues(structure, state), ...engineStateIssues(structure, JSON.parse(JSON.stringify(state)))];
}

/** Walks random fights from a fixed seed; returns how many states were checked, the deepest undo history seen and the commands applied. */
function walk(structure: TurnStructureId, numRuns: number): { states: number; deepest: number; kinds: Set<string> } {
  const adapter = ADAPTERS[structure];
  const seen = { states: 0, deepest: 0, kinds: new Set<string>() };
  const expectWhole = (state: unknown, after: string) => {
    const issues = issuesOf(structure, state);
    if (issues.length > 0) expect(issues, `after ${after}: ${JSON.stringify(state)}`).toEqual([]);
  };
  // Each snapshot in a history is an earlier state with its history emptied, already checked as such:
  // the whole state, snapshots and all, is checked every few steps and at the end of each fight.
  const check = (state: unknown, after: string, withHistory: boolean) => {
    const { history } = state as { history: unknown[] };
    expectWhole(withHistory ? state : { ...(state as object), history: [] }, after);
    seen.states += 1;
    seen.deepest = Math.max(seen.deepest, history.length);
  };
  fc.assert(
    fc.property(fightSpecArb(6), fc.array(stepArb, { minLength: 20, maxLength: 60 }), (spec, steps) => {
      let state = startFight(adapter, spec, (each, after) => check(each, after, true));
      for (const [i, step] of steps.entries()) {
        const command = randomMove(adapter, state, step, i, MIX);
        if (command === null) continue;
        const out = adapter.engine.apply(state, command);
        if (!out.ok) continue;
        state = out.state;
        seen.kinds.add(command.type);
        check(state, command.type, i % 25 === 24);
      }
      check(state, "the last step", true);
    }),
    { numRuns },
  );
  return seen;
}

/** Commands each walk must have applied for the check to mean something (overrides and undo among them). */
const MUST_APPLY: Record<TurnStructureId, string[]> = {
  sideInitiative: ["roll", "activate", "endTurn", "endSideTurn", "join", "moveToSide", "leave", "undo"],
  alternatingTeams: ["activate", "endTurn", "join", "leave", "fallUnconscious", "undo"],
  individual: ["rollInitiative", "beginTurn", "delay", "stepIn", "hold", "triggerHeld", "moveInOrder", "join", "leave", "undo"],
  declared: ["rollBase", "declare", "lockDeclarations", "endTurn", "setBase", "join", "leave", "nextRound", "undo"],
  factions: ["roll", "chooseFirst", "activate", "pass", "react", "setHolder", "join", "leave", "undo"],
};

describe("every state a random fight reaches passes its structure's whole spec, undo snapshots included", () => {
  it.each(Object.keys(MUST_APPLY) as TurnStructureId[])("%s", (structure) => {
    const seen = walk(structure, runs(15));
    for (const kind of MUST_APPLY[structure]) expect([...seen.kinds], kind).toContain(kind);
    expect(seen.states).toBeGreaterThan(300);
    // Deep enough that many snapshots were checked on each read.
    expect(seen.deepest).toBeGreaterThanOrEqual(20);
  });
});
