/**
 * What a Fray Combat stores: a new fight's record, the upgrade of a record saved before the round
 * state lived on it, and the checks that keep a broken engine state out of the database.
 */
import { describe, expect, it } from "vitest";
import { COMBAT_RECORD_VERSION, combatRecordIssues, combatRecordType } from "../../../src/core/schema/combat-record";
import { migrateSystem } from "../../../src/core/schema/migrate";
import { initialData } from "../../../src/core/schema/spec";
import { ENGINE_STATE_VERSION } from "../../../src/core/schema/engine-states";

/** A record as the shell stores it once an individual-initiative fight has started. */
const started = () => ({
  ...initialData(combatRecordType.schema),
  structure: "individual",
  state: { structure: "individual", round: 1, history: [], order: ["maren", "ogre"] },
});
const migrate = (source: Record<string, unknown>) => migrateSystem(source, combatRecordType.migrations, combatRecordType.version);
const paths = (record: unknown) => combatRecordIssues(record).map((issue) => `${issue.path} ${issue.problem}`);

describe("a new combat, before the GM starts the fight", () => {
  it("has no structure and no engine state, empty round state and marks, at the current version", () => {
    expect(COMBAT_RECORD_VERSION).toBe(2);
    expect(combatRecordType.version).toBe(COMBAT_RECORD_VERSION);
    expect(initialData(combatRecordType.schema)).toEqual({
      schemaVersion: 2,
      structure: "",
      state: null,
      stateVersion: 1,
      roundState: { budgets: [], rulesets: [] },
      roundHistory: [],
      cannotBeSurprised: [],
      departed: {},
      objectives: {},
      sealed: { round: 0, ids: [], reasked: false },
    });
    expect(combatRecordIssues(initialData(combatRecordType.schema))).toEqual([]);
  });
});

describe("an entry Foundry fills in from the spec (a new departure, objective or budget)", () => {
  it("starts empty: round 0 and no status, no text and not complete, no id", () => {
    const { fields } = combatRecordType.schema;
    expect(initialData(fields.departed.of)).toEqual({ round: 0, status: "", budget: null });
    expect(initialData(fields.objectives.of)).toEqual({ text: "", complete: false });
    expect(initialData(fields.cannotBeSurprised.element)).toBe("");
    expect(initialData(fields.roundState.fields.budgets.element)).toEqual({ id: "", budget: {} });
    expect(initialData(fields.roundState.fields.rulesets.element)).toEqual({ ruleset: "", data: {} });
  });
});

describe("a record saved before version 2", () => {
  const versionOne = () => ({ structure: "individual", state: started().state, cannotBeSurprised: ["ogre"], departed: {} });
  it("gains an empty round state and undo history; nothing else changes", () => {
    expect(migrate(versionOne())).toEqual({ ...versionOne(), schemaVersion: 2, roundState: { budgets: [], rulesets: [] }, roundHistory: [] });
  });
  it("a partial update that lacks any of version 1's fields is not given a round state that would wipe the stored one", () => {
    const { departed: _departed, ...update } = versionOne();
    expect(migrate(update)).toEqual({ ...update, schemaVersion: 2 });
  });
  it("one that already holds a round state keeps it", () => {
    const roundState = { budgets: [{ id: "ogre", budget: {} }], rulesets: [] };
    expect(migrate({ ...versionOne(), roundState })).toEqual({ ...versionOne(), roundState, schemaVersion: 2 });
  });
});

describe("a record the database refuses", () => {
  it("a started fight whose engine state names its own structure passes", () => {
    expect(paths(started())).toEqual([]);
  });
  it("a field of the record the spec refuses is reported before the engine's state is looked at", () => {
    expect(paths({ ...started(), structure: "chaos", state: { round: 1 } })).toEqual([
      'system.structure "chaos" is not one of , sideInitiative, alternatingTeams, individual, declared, factions',
    ]);
  });
  it("an engine state missing its structure, round or history names each", () => {
    expect(paths({ ...started(), state: { order: [] } })).toEqual([
      "system.state.structure is missing",
      "system.state.round is missing",
      "system.state.history is missing",
    ]);
  });
  it("an engine state with a negative round, or a history that is not a list", () => {
    expect(paths({ ...started(), state: { structure: "individual", round: -1, history: {} } })).toEqual([
      "system.state.round -1 is below the minimum 0",
      "system.state.history expected a list, got object",
    ]);
  });
  it("an engine state of another structure than the combat's", () => {
    expect(paths({ ...started(), structure: "declared" })).toEqual(['system.state.structure is not the combat\'s structure "declared"']);
  });
  it("each field refuses what the tracker could not use, naming it", () => {
    const record = {
      ...started(),
      schemaVersion: 0,
      cannotBeSurprised: ["ogre", ""],
      departed: { "actor-maren": { round: -1, status: "" } },
      objectives: { party: { text: "", complete: "yes" } },
      sealed: { round: -1, ids: ["rogue", ""], reasked: "no" },
    };
    expect(paths(record)).toEqual([
      "system.schemaVersion 0 is below the minimum 1",
      "system.cannotBeSurprised.1 may not be blank",
      "system.departed.actor-maren.round -1 is below the minimum 0",
      "system.departed.actor-maren.status may not be blank",
      'system.objectives.party.complete expected true or false, got "yes"',
      "system.sealed.round -1 is below the minimum 0",
      "system.sealed.ids.1 may not be blank",
      'system.sealed.reasked expected true or false, got "no"',
    ]);
  });
  it("the round state keeps each budget and ruleset entry under a non-blank id, with undo snapshots checked alike", () => {
    const roundState = { budgets: [{ id: "maren", budget: { mainSpent: true } }], rulesets: [{ ruleset: "sides", data: { schemaVersion: 1 } }] };
    expect(paths({ ...started(), roundState, roundHistory: [roundState] })).toEqual([]);
    const blank = { budgets: [{ id: "", budget: {} }], rulesets: [{ ruleset: "", data: {} }] };
    expect(paths({ ...started(), roundHistory: [blank] })).toEqual([
      "system.roundHistory.0.budgets.0.id may not be blank",
      "system.roundHistory.0.rulesets.0.ruleset may not be blank",
    ]);
  });
  it("an engine state naming no structure Fray knows", () => {
    expect(paths({ ...started(), state: { structure: "chaos", round: 1, history: [] } })).toEqual([
      'system.state.structure "chaos" is not one of sideInitiative, alternatingTeams, individual, declared, factions',
    ]);
  });
  it("a partial update without an engine state, or no data at all, has nothing to refuse", () => {
    const { state: _state, ...update } = started();
    expect(paths(update)).toEqual([]);
    expect(paths(undefined)).toEqual([]);
  });
  it("something that is not a record is refused by the spec alone", () => {
    expect(paths("fight")).toEqual(['system expected an object, got "fight"']);
  });
});

describe("the version of the engine state's specs, stored beside it", () => {
  it("a new record holds the current version, and Foundry fills it in for a record stored before it (the field's initial)", () => {
    const field = combatRecordType.schema.fields.stateVersion;
    expect(initialData(combatRecordType.schema).stateVersion).toBe(ENGINE_STATE_VERSION);
    expect(field).toEqual({ kind: "number", initial: 1, nullable: false, integer: true, min: 1 });
  });
  it("needs no migration: a record stored before it passes as it is, and migrating adds nothing", () => {
    const before = { structure: "individual", state: started().state, cannotBeSurprised: [], departed: {} };
    expect(paths(before)).toEqual([]);
    expect(migrate(structuredClone(before))).not.toHaveProperty("stateVersion");
  });
  it("is a whole number from 1", () => {
    expect(paths({ ...started(), stateVersion: 0 })).toEqual(["system.stateVersion 0 is below the minimum 1"]);
    expect(paths({ ...started(), stateVersion: 1.5 })).toEqual(["system.stateVersion expected a whole number, got 1.5"]);
  });
});
