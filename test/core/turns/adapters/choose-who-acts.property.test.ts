/**
 * Property: walking random fights by random accepted candidates (and rolls, and joiners), the tracker
 * never under-offers. Every intent the engine would accept from a user is among that user's buttons,
 * in particular an `act` for everyone `canActNow` lists; and the view is always plain JSON.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issuer } from "../../../../src/core/turns/engine";
import type { FightSetup, Intent, IntentKind, StructureAdapter } from "../../../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../../../src/core/turns/adapters/allowed";
import { alternatingTeamsAdapter } from "../../../../src/core/turns/adapters/alternating-teams";
import { factionsAdapter } from "../../../../src/core/turns/adapters/factions";
import { sideInitiativeAdapter } from "../../../../src/core/turns/adapters/side-initiative";
import { expectSerialisable, fighter, GM, labels, player, rangeOf } from "./adapter-harness";
import { has, is } from "../state-checks";
import { runs } from "../../../support/fixed-seed";

const USERS: Issuer[] = [GM, player("u1"), player("u2"), player("u3")];

const pickFrom = <T>(xs: readonly T[], n: number): T | undefined => xs[n % Math.max(1, xs.length)];

const setupArb: fc.Arbitrary<FightSetup> = fc
  .record({
    n: fc.integer({ min: 2, max: 3 }),
    party: fc.boolean(),
    raw: fc.array(
      fc.record({ group: fc.nat(), owners: fc.subarray(["u1", "u2"]), stat: fc.integer({ min: -2, max: 20 }), flag: fc.boolean() }),
      { minLength: 1, maxLength: 8 },
    ),
    started: fc.nat({ max: 4 }),
    attacked: fc.nat({ max: 4 }),
    surprising: fc.nat({ max: 5 }),
    fastSlow: fc.boolean(),
  })
  .map(({ n, party, raw, started, attacked, surprising, fastSlow }) => {
    const ids = Array.from({ length: n }, (_, i) => `g${i}`);
    const maybe = (k: number): string | null => ids[k] ?? null;
    return {
      groups: ids.map((id, i) => ({ id, isParty: party && i === 0 })),
      fighters: raw.map((r, i) => fighter(`c${i}`, ids[r.group % n] ?? "g0", {
        owners: r.owners, dexMod: r.stat % 4, wit: r.stat, cannotBeSurprised: r.flag, ambusher: r.flag,
      })),
      startedBy: maybe(started), attacked: maybe(attacked), surprising: maybe(surprising), fastSlow,
    };
  });

const stepArb = fc.record({ choice: fc.nat({ max: 99 }), user: fc.nat(), value: fc.nat() });

const COMBATANT_KINDS: IntentKind[] = ["act", "endTurn", "react", "defeat", "fallUnconscious", "recover", "leave"];
const GROUP_KINDS: IntentKind[] = ["endGroupTurn", "pass", "chooseFirst"];

/** Every intent a button could stand for in this fight, each naming one combatant or group. */
function universe(fighterIds: string[], groupIds: string[]): Intent[] {
  return [
    ...COMBATANT_KINDS.flatMap((kind) => fighterIds.map((combatantId) => ({ kind, combatantId }))),
    ...GROUP_KINDS.flatMap((kind) => groupIds.map((groupId) => ({ kind, groupId }))),
    { kind: "nextRound" }, { kind: "undo" },
  ];
}

function checkNoUnderOffering<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, state: S, by: Issuer): void {
  const view = adapter.view(state);
  const offered = new Set(labels(allowedIntents(adapter, state, by)));
  const accepted = universe(view.fighters.map((f) => f.id), view.groups.map((g) => g.id)).filter((intent) => {
    const cmd = adapter.command(state, intent, by);
    return cmd !== null && adapter.engine.apply(state, cmd).ok;
  });
  for (const label of labels(accepted)) if (!offered.has(label)) expect(offered, `${by.userId} may ${label}`).toContain(label);
}

function checkCanActNowOffered<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, state: S): void {
  const offered = labels(allowedIntents(adapter, state, GM));
  const active = adapter.view(state).activeIds;
  for (const id of adapter.engine.canActNow(state)) {
    has(offered, active.includes(id) ? `endTurn ${id}` : `act ${id}`);
  }
}

/** One random move: answer a pending roll, bring in a joiner, or press a button the user is offered. */
function move<S, C extends { type: string; by: Issuer }>(
  adapter: StructureAdapter<S, C>, state: S, step: { choice: number; user: number; value: number }, index: number,
): C | null {
  const view = adapter.view(state);
  const roll = pickFrom(view.pendingRolls, step.value);
  if (roll !== undefined && step.choice < 40) {
    const { min, max } = rangeOf(roll.formula);
    return adapter.rollCommand(state, { purpose: roll.purpose, forId: roll.forIds[0] ?? null, total: min + (step.value % (max - min + 1)) }, GM);
  }
  if (step.choice >= 95) {
    const newGroup = step.value % 3 === 0 ? { id: `j${index}`, isParty: false } : null;
    const groupId = newGroup?.id ?? pickFrom(view.groups, step.value)?.id ?? "g0";
    return adapter.join(fighter(`n${index}`, groupId, { owners: step.value % 2 === 0 ? ["u3"] : [], wit: step.value % 20 }), newGroup, GM);
  }
  const by = pickFrom(USERS, step.user) ?? GM;
  const intent = pickFrom(allowedIntents(adapter, state, by), step.value);
  return intent === undefined ? null : adapter.command(state, intent, by);
}

/** Walks `runs` random fights; returns how far they got (the highest round, how many turns were taken). */
function walk<S, C extends { type: string; by: Issuer }>(adapter: StructureAdapter<S, C>, runs: number): { round: number; turns: number } {
  const reached = { round: 0, turns: 0 };
  fc.assert(
    fc.property(setupArb, fc.array(stepArb, { minLength: 10, maxLength: 60 }), (fight, steps) => {
      const started = adapter.engine.apply(adapter.initial(), adapter.start(fight, GM));
      if (!started.ok) throw new Error(`start refused: ${started.reason.key}`);
      let state = started.state;
      for (const [i, step] of steps.entries()) {
        expectSerialisable(adapter.view(state));
        checkCanActNowOffered(adapter, state);
        checkNoUnderOffering(adapter, state, GM);
        checkNoUnderOffering(adapter, state, pickFrom(USERS, step.user + 1) ?? GM);
        const cmd = move(adapter, state, step, i);
        if (cmd === null) continue;
        const out = adapter.engine.apply(state, cmd);
        // Buttons are offered only after a dry run, so pressing one is always accepted.
        if (cmd.type !== "roll" && cmd.type !== "join") is(out.ok, true);
        if (!out.ok) continue;
        state = out.state;
        reached.round = Math.max(reached.round, adapter.view(state).round);
        if (cmd.type === "activate") reached.turns += 1;
      }
      expectSerialisable(adapter.view(state));
    }),
    { numRuns: runs },
  );
  return reached;
}

/** The message of the assertion that made a property fail (fast-check keeps it as the error's cause). */
function failureCause(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    const cause = e instanceof Error ? e.cause : null;
    return cause instanceof Error ? cause.message : String(e);
  }
  return "no failure";
}

describe("choose-who-acts adapters never under-offer", () => {
  const walks = runs(120);
  it.each([
    ["side initiative", () => walk(sideInitiativeAdapter, walks)],
    ["alternating teams", () => walk(alternatingTeamsAdapter, walks)],
    ["factions", () => walk(factionsAdapter, walks)],
  ])("%s", (_name, run) => {
    const reached = run();
    // The walks really play: turns in most walks, several rounds.
    expect(reached.turns).toBeGreaterThan((walks * 2) / 3);
    expect(reached.round).toBeGreaterThanOrEqual(4);
  });

  it("the check catches an adapter that hides a button the rules allow", () => {
    const hidesReactions: typeof factionsAdapter = {
      ...factionsAdapter,
      candidates: (s) => factionsAdapter.candidates(s).filter((i) => i.kind !== "react"),
    };
    const cause = failureCause(() => walk(hidesReactions, runs(50)));
    expect(cause).toMatch(/gm may react/);
  });
});
