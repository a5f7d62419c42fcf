/**
 * A stored engine state is checked whole before the shell uses it: every list and field its engine and
 * the tracker read, every id that must name a fighter or group, and each undo snapshot that undo would
 * put back. A damaged state is reported with a path a GM (or a maintainer) can read.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TurnStructureId } from "../../../src/core/turns/engine";
import type { AnyAdapter } from "../../../src/core/turns/adapters/adapter";
import { ADAPTERS } from "../../../src/core/turns/adapters/registry";
import { declaredAdapter } from "../../../src/core/turns/adapters/declared";
import { ENGINE_STATE_VERSION, engineStateIssues } from "../../../src/core/schema/engine-states";
import { wholeVerdict } from "../../../src/core/schema/conforms";
import { validateData } from "../../../src/core/schema/validate";
import type { ObjectSpec } from "../../../src/core/schema/spec";
import { sideInitiativeShape } from "../../../src/core/schema/engine-states/side-initiative";
import { alternatingTeamsShape } from "../../../src/core/schema/engine-states/alternating-teams";
import { individualShape } from "../../../src/core/schema/engine-states/individual";
import { declaredShape } from "../../../src/core/schema/engine-states/declared";
import { factionsShape } from "../../../src/core/schema/engine-states/factions";
import { fighter, GM, group, setup } from "../turns/adapters/adapter-harness";
import { startFight } from "../turns/adapters/sequence-harness";

type State = Record<string, unknown>;
const STRUCTURES = Object.keys(ADAPTERS) as TurnStructureId[];
const GROUPED: readonly TurnStructureId[] = ["sideInitiative", "alternatingTeams", "factions"];

/** A fight of each structure a few commands in, someone acting, with undo snapshots, as stored (through JSON). */
function fightIn(structure: TurnStructureId): State {
  const adapter = ADAPTERS[structure] as AnyAdapter;
  const grouped = GROUPED.includes(structure);
  const f = startFight(adapter, setup(
    grouped ? [group("party", true), group("foes")] : [],
    [fighter("maren", grouped ? "party" : "", { owners: ["p1"], wit: 20 }), fighter("ogre", grouped ? "foes" : "", { initiativeBonus: -1 })].map((x) => (grouped ? x : { ...x, groupId: null })),
    grouped ? { startedBy: "party" } : {},
  ));
  // Answer every roll (lowest face, so nobody ties twice) and press the first turn button on offer.
  for (let i = 0; i < 8 && f.view.pendingRolls.length > 0; i++) {
    const roll = f.view.pendingRolls[0]!;
    const total = roll.purpose === "initiative" && roll.forIds[0] === "maren" ? 7 : 3;
    const least = /([+-]\d+)$/.exec(roll.formula);
    f.apply(adapter.rollCommand(f.state, { purpose: roll.purpose, forId: roll.forIds[0] ?? null, total: total + (least ? Number(least[1]) : 0) }, GM));
  }
  if (structure === "factions") f.do("chooseFirst", { groupId: "party" });
  if (structure === "declared") f.do("declare", { combatantId: "maren" }).do("lockDeclarations");
  if (structure !== "declared") f.do("act", { combatantId: f.view.fighters.find((x) => x.status === "ready")?.id ?? "maren" });
  expect(f.view.activeIds).not.toEqual([]);
  return JSON.parse(JSON.stringify(f.state)) as State;
}

const issuesOf = (structure: TurnStructureId, state: unknown) => engineStateIssues(structure, state).map((i) => `${i.path} ${i.problem}`);

/** Each structure's list of fighters, its order-like list, and the field naming who acts now. */
const PARTS: Record<TurnStructureId, { fighters: string; list: string; actor: string }> = {
  sideInitiative: { fighters: "members", list: "order", actor: "activeId" },
  alternatingTeams: { fighters: "members", list: "order", actor: "activeId" },
  individual: { fighters: "combatants", list: "order", actor: "current" },
  declared: { fighters: "combatants", list: "slots", actor: "slots.0.combatantId" },
  factions: { fighters: "members", list: "factions", actor: "activeId" },
};

/** Sets a dotted path inside a state. */
function setAt(state: State, path: string, value: unknown): State {
  const keys = path.split(".");
  const last = keys.pop()!;
  const parent = keys.reduce((at: State, key) => at[key] as State, state);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return state;
}

describe("the states the engines write pass", () => {
  it.each(STRUCTURES)("%s: before the start, and a fight under way with its undo snapshots", (structure) => {
    expect(issuesOf(structure, ADAPTERS[structure].initial())).toEqual([]);
    const state = fightIn(structure);
    expect((state.history as unknown[]).length).toBeGreaterThan(0);
    expect(issuesOf(structure, state)).toEqual([]);
  });

  it("a combat not started (no structure, no state) has nothing to check", () => {
    expect(engineStateIssues("", null)).toEqual([]);
  });

  it("declared: the running step still names one who left during it (the tracker passes over them)", () => {
    const f = startFight(declaredAdapter, setup([], [fighter("maren", ""), fighter("ogre", "")].map((x) => ({ ...x, groupId: null }))));
    f.apply(declaredAdapter.rollCommand(f.state, { purpose: "baseInitiative", forId: null, forIds: ["maren", "ogre"], total: 5 }, GM));
    f.do("declare", { combatantId: "maren" }).do("declare", { combatantId: "ogre" }).do("lockDeclarations").do("leave", { combatantId: "ogre" });
    expect(f.state.step?.combatantIds).toEqual(["maren", "ogre"]);
    expect(issuesOf("declared", JSON.parse(JSON.stringify(f.state)))).toEqual([]);
  });
});

describe("a damaged state is reported, naming where", () => {
  it.each(STRUCTURES)("%s: its fighters' list removed", (structure) => {
    const { fighters } = PARTS[structure];
    expect(issuesOf(structure, setAt(fightIn(structure), fighters, undefined))).toEqual([`system.state.${fighters} is missing`]);
  });

  it.each(STRUCTURES)("%s: a list replaced by a number", (structure) => {
    const { list } = PARTS[structure];
    expect(issuesOf(structure, setAt(fightIn(structure), list, 3))).toEqual([`system.state.${list} expected a list, got number`]);
  });

  it.each(STRUCTURES)("%s: the one acting now is not a fighter", (structure) => {
    const { actor } = PARTS[structure];
    const problem = structure === "individual" ? "fighter in the order" : "fighter";
    expect(issuesOf(structure, setAt(fightIn(structure), actor, "ghost"))).toEqual([`system.state.${actor} "ghost" is not a ${problem} in this fight`]);
  });

  it.each(STRUCTURES)("%s: stored as another structure's state", (structure) => {
    const other = STRUCTURES.find((x) => x !== structure)!;
    expect(issuesOf(other, fightIn(structure))).toEqual([`system.state.structure is "${structure}", not the combat's structure "${other}"`]);
  });

  it.each(STRUCTURES)("%s: an undo snapshot missing its fighters' list", (structure) => {
    const { fighters } = PARTS[structure];
    const state = fightIn(structure);
    const last = (state.history as unknown[]).length - 1;
    expect(issuesOf(structure, setAt(state, `history.${last}.${fighters}`, undefined))).toEqual([`system.state.history.${last}.${fighters} is missing`]);
  });

  it("a mistyped field, an unknown one, and an undo history that is not a list", () => {
    const state = fightIn("sideInitiative");
    expect(issuesOf("sideInitiative", { ...state, round: "two" })).toEqual(["system.state.round expected a number, got \"two\""]);
    expect(issuesOf("sideInitiative", setAt(fightIn("sideInitiative"), "members.1.defeated", "yes"))).toEqual(["system.state.members.1.defeated expected true or false, got \"yes\""]);
    expect(issuesOf("sideInitiative", { ...state, phase: "chaos" })).toEqual(["system.state.phase \"chaos\" is not one of idle, surprise, rolling, rounds"]);
    expect(issuesOf("sideInitiative", { ...state, extra: 1 })).toEqual(["system.state.extra is not a field of this type"]);
    expect(issuesOf("sideInitiative", { ...state, history: {} })).toEqual(["system.state.history expected a list"]);
  });

  it("a fighter named twice, one in a group that is not in the fight, and a group on the clock that is not one", () => {
    const teams = fightIn("alternatingTeams");
    const members = teams.members as unknown[];
    const twice = { ...teams, members: [...members, members[0]] };
    expect(issuesOf("alternatingTeams", twice)).toEqual(["system.state.members.2 \"maren\" appears twice"]);
    expect(issuesOf("alternatingTeams", setAt(fightIn("alternatingTeams"), "members.1.groupId", "elves"))).toEqual(["system.state.members.1.groupId \"elves\" is not a team in this fight"]);
    expect(issuesOf("factions", setAt(fightIn("factions"), "holderId", "elves"))).toEqual(["system.state.holderId \"elves\" is not a faction in this fight"]);
    expect(issuesOf("individual", setAt(fightIn("individual"), "order.1", "ghost"))).toEqual([
      "system.state.order.1 \"ghost\" is not a fighter in this fight",
    ]);
  });

  it("a started combat without its state, an unknown structure, and a state that is not an object", () => {
    expect(engineStateIssues("individual", null)).toEqual([{ path: "system.state", problem: "is missing: a started fight needs its engine's state" }]);
    expect(issuesOf("chaos" as TurnStructureId, fightIn("individual"))).toEqual(["system.structure \"chaos\" is not a turn structure"]);
    expect(issuesOf("factions", [])).toEqual(["system.state expected the state of a factions fight, got a list"]);
  });
});

describe("the fast verdict agrees with validateData on damaged states", () => {
  const SHAPES: Record<TurnStructureId, ObjectSpec> = {
    sideInitiative: sideInitiativeShape, alternatingTeams: alternatingTeamsShape, individual: individualShape, declared: declaredShape, factions: factionsShape,
  };
  const odd = fc.constantFrom<unknown>(undefined, null, 0, -1, 1.5, Number.NaN, "", "ghost", true, [], {}, ["x"], { id: "x" });

  it.each(STRUCTURES)("%s", (structure) => {
    const base = fightIn(structure);
    const { history: _history, ...shapeOnly } = base;
    const verdict = wholeVerdict(SHAPES[structure]);
    // The structure's name is checked before anything else (another structure's state is not read).
    const paths = leafPaths(shapeOnly).filter((path) => path !== "structure");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), odd), { minLength: 1, maxLength: 3 }), (damage) => {
        const state = structuredClone(shapeOnly);
        for (const [at, value] of damage) setWhereItStands(state, paths[at % paths.length]!, value);
        const named = validateData(SHAPES[structure], state, "system.state", { whole: true });
        expect(verdict(state)).toBe(named.length === 0);
        if (named.length > 0) expect(engineStateIssues(structure, { ...state, history: [] })).toEqual(named);
      }),
      { numRuns: 150 },
    );
  });
});

/** setAt, skipped when an earlier damage already took away what the path goes through. */
function setWhereItStands(state: State, path: string, value: unknown): void {
  const keys = path.split(".");
  let at: unknown = state;
  for (const key of keys.slice(0, -1)) at = at !== null && typeof at === "object" ? (at as State)[key] : undefined;
  if (at !== null && typeof at === "object") setAt(state, path, value);
}

/** Every dotted path in plain data, objects and lists included. */
function leafPaths(value: unknown, path = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = path === "" ? key : `${path}.${key}`;
    return [here, ...leafPaths(v, here)];
  });
}

describe("the version of these specs", () => {
  it("is 1, the first: every state stored before it was versioned is a version 1 state", () => {
    expect(ENGINE_STATE_VERSION).toBe(1);
  });
});
