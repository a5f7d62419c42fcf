/**
 * Property: the tracker's fast path (each adapter's verdicts, and a dry run of only what they leave
 * open) offers exactly the buttons of the exhaustive dry run, which applies every candidate through the
 * engine: for the GM and for every player, at every state of random fights in all five turn structures.
 * So the tracker still never offers a button the GM's engine would refuse, nor hides one it would accept.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issuer, TurnStructureId } from "../../../../src/core/turns/engine";
import type { AnyAdapter, Intent, IntentKind } from "../../../../src/core/turns/adapters/adapter";
import { allowedIntents, dryRunIntents, engineAccepts } from "../../../../src/core/turns/adapters/allowed";
import { ADAPTERS } from "../../../../src/core/turns/adapters/registry";
import type { IndividualState } from "../../../../src/core/turns/individual-types";
import { GM } from "./adapter-harness";
import { fightSpecArb, type MoveMix, randomMove, startFight, stepArb, USERS } from "./random-fight";

const MUTANT_SEED = 20261123;

/** The moves: rolls, a few newcomers, and mostly the buttons the exhaustive dry run offers. */
const MIX: MoveMix = { joinFrom: 96, newcomersMayHaveActed: false, offered: dryRunIntents, turnMovesBelow: 80 };

/** Turn buttons naming a combatant (the GM's condition buttons are offered by condition, so they are left out). */
const PER_COMBATANT: readonly IntentKind[] = ["act", "endTurn", "react", "declare", "delay", "stepIn", "hold", "triggerHeld"];
/** Individual initiative's verdicts run the engine's own checks, so they hold for anyone's button, offered or not. */
const CHECKED_FOR_ANYONE: Partial<Record<TurnStructureId, readonly IntentKind[]>> = {
  individual: ["act", "delay", "hold", "stepIn", "endTurn", "triggerHeld"],
};

/**
 * A verdict, when it gives one, is the engine's answer also for buttons no candidate offers: any turn
 * button naming someone not in the fight (a stale or forged intent), and in individual initiative any turn button for anyone.
 */
function expectVerdictsMatchEngine(adapter: AnyAdapter, state: unknown, by: Issuer): void {
  const decide = adapter.verdicts?.(state, by);
  if (decide === undefined) return;
  const nobody: Intent[] = PER_COMBATANT.map((kind) => ({ kind, combatantId: "nobody", actionId: "attack", modifier: 0, trigger: "moves" }));
  const anyone = adapter.view(state).fighters.flatMap((f) =>
    (CHECKED_FOR_ANYONE[adapter.id] ?? []).map((kind): Intent => ({ kind, combatantId: f.id, actionId: "attack", trigger: "moves" })),
  );
  for (const intent of [...nobody, ...anyone]) {
    const verdict = decide(intent);
    if (verdict !== undefined) expect(verdict, `${by.userId} ${JSON.stringify(intent)} in ${JSON.stringify(adapter.view(state))}`).toBe(engineAccepts(adapter, state, intent, by));
  }
}

/** Walks random fights; at every state compares both answers for every user. Returns each kind's verdicts seen. */
function walk(adapter: AnyAdapter, runs: number, broken = false): Set<string> {
  const seen = new Set<string>();
  fc.assert(
    fc.property(fightSpecArb(7), fc.array(stepArb, { minLength: 10, maxLength: 70 }), (spec, steps) => {
      let state = startFight(adapter, spec);
      for (const [i, step] of steps.entries()) {
        for (const by of USERS) {
          const fast = allowedIntents(adapter, state, by);
          expect(fast, `${by.userId} in ${JSON.stringify(adapter.view(state))}`).toEqual(dryRunIntents(adapter, state, by));
          const offered = new Set(fast.map((intent) => JSON.stringify(intent)));
          const decide = adapter.verdicts?.(state, by);
          for (const intent of adapter.candidates(state)) {
            seen.add(`${intent.kind}:${offered.has(JSON.stringify(intent)) ? "offered" : "refused"}`);
            if (decide?.(intent) === undefined) seen.add(`${intent.kind}:open`);
          }
          if (step.choice % 4 === 0) expectVerdictsMatchEngine(adapter, state, by);
        }
        const command = randomMove(adapter, state, step, i, MIX);
        if (command === null) continue;
        const out = adapter.engine.apply(state, command);
        if (out.ok) state = out.state;
      }
    }),
    // A deliberately broken adapter is walked from a pinned seed (also in explore mode) and not shrunk.
    broken ? { numRuns: runs, endOnFailure: true, seed: MUTANT_SEED } : { numRuns: runs },
  );
  return seen;
}

/** The assertion message that made a property fail (fast-check keeps it as the error's cause). */
function failureCause(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    const cause = error instanceof Error ? error.cause : null;
    return cause instanceof Error ? cause.message : String(error);
  }
  return "no failure";
}

/** Each structure's verdicts, both ways, that the walks must reach for the comparison to mean something. */
const MUST_SEE: Record<TurnStructureId, string[]> = {
  sideInitiative: ["act:offered", "act:refused", "endTurn:offered", "endTurn:refused", "endGroupTurn:offered", "defeat:refused", "recover:offered", "leave:offered"],
  alternatingTeams: ["act:offered", "act:refused", "endTurn:offered", "endTurn:refused", "endGroupTurn:offered", "fallUnconscious:offered", "recover:offered"],
  individual: [
    "act:offered", "act:refused", "delay:offered", "hold:offered", "hold:refused", "stepIn:offered", "stepIn:refused",
    "endTurn:offered", "endTurn:refused", "triggerHeld:offered", "triggerHeld:refused", "leave:offered", "nextRound:offered", "undo:offered",
  ],
  declared: ["declare:offered", "declare:refused", "lockDeclarations:offered", "lockDeclarations:refused", "endTurn:offered", "endTurn:refused", "recover:offered"],
  factions: ["act:offered", "act:refused", "react:offered", "react:refused", "pass:offered", "chooseFirst:offered", "chooseFirst:refused", "recover:offered"],
};

/** The candidates each structure's verdicts leave to the dry run: fight-wide buttons, at most one of each per state. */
const LEFT_OPEN: Record<TurnStructureId, IntentKind[]> = {
  sideInitiative: ["endGroupTurn", "nextRound", "undo"],
  alternatingTeams: ["endGroupTurn", "nextRound", "undo"],
  individual: ["undo"],
  declared: ["nextRound", "undo"],
  factions: ["chooseFirst", "nextRound", "pass", "undo"],
};

describe("the tracker's fast path offers exactly what the exhaustive dry run offers", () => {
  it.each(Object.keys(MUST_SEE) as TurnStructureId[])("%s", (structure) => {
    const seen = walk(ADAPTERS[structure], 60);
    for (const entry of MUST_SEE[structure]) expect(seen, entry).toContain(entry);
    // Only fight-wide buttons, one each, are left to a dry run: every per-combatant button has its verdict.
    expect([...seen].filter((entry) => entry.endsWith(":open")).sort()).toEqual(LEFT_OPEN[structure].map((kind) => `${kind}:open`));
  });

  it("the comparison catches a verdict that lets a player name anyone as the trigger of a held action", () => {
    const individual = ADAPTERS.individual;
    const lenient: AnyAdapter = {
      ...individual,
      verdicts: (state, by) => {
        const decide = individual.verdicts?.(state, by);
        const owns = (id: string | undefined) => by.isGM || (state as IndividualState).combatants.some((c) => c.id === id && c.owners.includes(by.userId));
        // Wrong on purpose: what the GM may trigger, the holder's owner may too.
        return (intent) => (intent.kind === "triggerHeld" ? engineAccepts(individual, state, intent, GM) && owns(intent.combatantId) : decide?.(intent));
      },
    };
    // Rarer than most states (a player's holder waiting while only delayers remain): more fights.
    expect(failureCause(() => walk(lenient, 200, true))).toMatch(/^u\d in /);
  });

  it("the comparison catches a verdict that forgets who owns a combatant", () => {
    const sides = ADAPTERS.sideInitiative;
    const careless: AnyAdapter = { ...sides, verdicts: (state, by) => sides.verdicts!(state, GM) };
    expect(failureCause(() => walk(careless, 60, true))).toMatch(/^u\d in /);
  });
});
