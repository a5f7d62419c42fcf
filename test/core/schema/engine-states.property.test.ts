/**
 * Property: every state the five turn engines really produce passes its structure's whole spec, as it
 * is and after the JSON round trip of storage, undo snapshots included. Random fights are driven the way
 * the shell drives them (buttons a random user may press, roll answers, newcomers in new and old groups,
 * GM overrides, undo), so the shell's check on every read never rejects a fight that is going well.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Issuer, TurnStructureId } from "../../../src/core/turns/engine";
import type { AnyAdapter, FightSetup, IntentKind } from "../../../src/core/turns/adapters/adapter";
import { allowedIntents } from "../../../src/core/turns/adapters/allowed";
import { ADAPTERS } from "../../../src/core/turns/adapters/registry";
import { engineStateIssues } from "../../../src/core/schema/engine-states";
import { fighter, GM, player, rangeOf } from "../turns/adapters/adapter-harness";
import { runs } from "../../support/fixed-seed";

const USERS: Issuer[] = [GM, player("u1"), player("u2"), player("u3")];
const GROUPED: readonly TurnStructureId[] = ["sideInitiative", "alternatingTeams", "factions"];
const GM_KINDS: readonly IntentKind[] = ["defeat", "fallUnconscious", "recover", "leave", "undo", "nextRound"];

const specArb = fc.record({
  groups: fc.integer({ min: 2, max: 3 }),
  party: fc.boolean(),
  fighters: fc.array(
    fc.record({ group: fc.nat(), owners: fc.subarray(["u1", "u2"]), stat: fc.integer({ min: -2, max: 20 }), flag: fc.boolean(), surprised: fc.boolean() }),
    { minLength: 1, maxLength: 6 },
  ),
  startedBy: fc.nat({ max: 3 }),
  attacked: fc.nat({ max: 3 }),
  surprising: fc.nat({ max: 4 }),
  fastSlow: fc.boolean(),
});
type Spec = typeof specArb extends fc.Arbitrary<infer T> ? T : never;
const stepArb = fc.record({ choice: fc.nat({ max: 99 }), user: fc.nat(), value: fc.nat() });
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;
type Command = { type: string; by: Issuer };

function setupFor(structure: TurnStructureId, spec: Spec): FightSetup {
  const grouped = GROUPED.includes(structure);
  const ids = Array.from({ length: spec.groups }, (_, i) => `g${i}`);
  const named = (k: number): string | null => (grouped ? (ids[k] ?? null) : null);
  return {
    groups: grouped ? ids.map((id, i) => ({ id, isParty: spec.party && i === 0 })) : [],
    fighters: spec.fighters.map((f, i) =>
      fighter(`c${i}`, "", {
        groupId: grouped ? (ids[f.group % spec.groups] ?? "g0") : null,
        owners: f.owners, initiativeBonus: f.stat % 5, dexMod: f.stat % 4, agilityModifier: f.stat % 3, wit: f.stat,
        cannotBeSurprised: f.flag, ambusher: f.flag, surprised: f.surprised,
      }),
    ),
    startedBy: named(spec.startedBy), attacked: named(spec.attacked), surprising: named(spec.surprising), fastSlow: spec.fastSlow,
  };
}

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

/** One random move: answer a pending roll, bring in a newcomer, a GM override, undo, or a button a random user may press. */
function move(adapter: AnyAdapter, state: unknown, step: Step, index: number): Command | null {
  const view = adapter.view(state);
  const roll = view.pendingRolls[step.value % Math.max(1, view.pendingRolls.length)];
  if (roll !== undefined && step.choice < 35) {
    const { min, max } = rangeOf(roll.formula);
    const forId = roll.forIds[step.user % Math.max(1, roll.forIds.length)] ?? null;
    return adapter.rollCommand(state, { purpose: roll.purpose, forId, total: min + (step.value % (max - min + 1)) }, GM);
  }
  if (step.choice >= 92) {
    const grouped = GROUPED.includes(adapter.id);
    const newGroup = grouped && step.value % 3 === 0 ? { id: `j${index}`, isParty: false } : null;
    const groupId = grouped ? (newGroup?.id ?? view.groups[step.value % Math.max(1, view.groups.length)]?.id ?? "g0") : null;
    const owners = step.value % 2 === 0 ? ["u3"] : [];
    const acted = step.user % 4 === 0 ? { actedThisRound: true } : {};
    return adapter.join({ ...fighter(`n${index}`, "", { owners, wit: step.value % 20, initiativeBonus: step.value % 4, ...acted }), groupId }, newGroup, GM);
  }
  if (step.choice >= 88) return override(adapter, state, step);
  // Undo often, so snapshots are put back and fights go on from them.
  if (step.choice >= 84) return adapter.command(state, { kind: "undo" }, GM);
  const by = USERS[step.user % USERS.length] ?? GM;
  const own = allowedIntents(adapter, state, by);
  const [issuer, options] = own.length > 0 ? [by, own] : [GM, allowedIntents(adapter, state, GM)];
  // Mostly turn moves, so fights reach delays, held actions, reactions and late declarations.
  const turnMoves = options.filter((intent) => !GM_KINDS.includes(intent.kind));
  const pool = step.choice < 75 && turnMoves.length > 0 ? turnMoves : options;
  const intent = pool[step.value % Math.max(1, pool.length)];
  if (intent === undefined) return null;
  const chosen = intent.kind === "declare" ? { ...intent, modifier: (step.value % 7) - 3 } : intent;
  return adapter.command(state, chosen, issuer);
}

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
    fc.property(specArb, fc.array(stepArb, { minLength: 20, maxLength: 60 }), (spec, steps) => {
      let state = adapter.initial();
      check(state, "the start", true);
      const setup = setupFor(structure, spec);
      for (const command of adapter.setup?.(setup, GM) ?? [adapter.start(setup, GM)]) {
        const out = adapter.engine.apply(state, command);
        if (!out.ok) throw new Error(`setup refused: ${out.reason.key}`);
        state = out.state;
        check(state, command.type, true);
      }
      for (const [i, step] of steps.entries()) {
        const command = move(adapter, state, step, i);
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
