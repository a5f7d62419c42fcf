/**
 * What a Fray Combat stores in its `system` data, as a spec with a schema version and migrations,
 * like every document type: the turn structure, its engine's state, the round state beside it
 * (budgets, rulesets' round state) with one snapshot per command the engine can undo, and the GM's marks.
 */
import { TURN_STRUCTURE_IDS } from "../turns/engine";
import type { DocumentTypeSpec } from "./document-type";
import { ENGINE_STATE_VERSION } from "./engine-states";
import type { Migration } from "./migrate";
import { roundStateSpec } from "./round-state";
import { spec, type Infer } from "./spec";
import { isRecord, validateData, type SchemaIssue } from "./validate";

export const COMBAT_RECORD_VERSION = 2;

const schema = spec.object({
  schemaVersion: spec.integer(COMBAT_RECORD_VERSION, { min: 1 }),
  /** Empty until the GM starts the fight. */
  structure: { ...spec.choice(["", ...TURN_STRUCTURE_IDS], ""), blank: true },
  /** The engine's whole state (its own bounded undo history inside); null before the start. */
  state: spec.nullable(spec.json()),
  /**
   * The version of the engine-state specs `state` was written under (engine-states.ts). No migration
   * brought it in: Foundry fills an absent field from its initial, and every record stored before it
   * holds version 1 states. A later version of the specs comes with a migration of the states.
   */
  stateVersion: spec.integer(ENGINE_STATE_VERSION, { min: 1 }),
  roundState: roundStateSpec,
  /** The round state before each command the engine's history holds, newest last: undo puts it back. */
  roundHistory: spec.array(roundStateSpec),
  /** Combatant ids the GM marked as unable to be surprised (alternating teams). */
  cannotBeSurprised: spec.array(spec.text("", false)),
  /** Combatants their players took out of the fight, by actor id: the round, status and budget they left with (no budget before). */
  departed: spec.record(spec.object({ round: spec.integer(0, { min: 0 }), status: spec.text("", false), budget: spec.nullable(spec.json()) })),
  /** Each team's objective as the GM wrote it, by CombatantGroup id (absent before; Foundry fills it empty). */
  objectives: spec.record(spec.object({ text: spec.text(""), complete: spec.boolean(false) })),
  /**
   * Who has sealed a secret declaration this round (never what: the GM's client alone holds that until
   * all are in), and whether the GM had to ask again (absent before; Foundry fills it empty).
   */
  sealed: spec.object({ round: spec.integer(0, { min: 0 }), ids: spec.array(spec.text("", false)), reasked: spec.boolean(false) }),
});

export type CombatRecord = Infer<typeof schema>;

/** The fields version 1 (no `schemaVersion`) always stored; partial update data never holds all of them. */
const V1_FIELDS = ["structure", "state", "cannotBeSurprised", "departed"];

const migrations: readonly Migration[] = [
  {
    // Version 2 keeps the round state (budgets until then on each Combatant) beside the engine's state.
    to: 2,
    up(source) {
      if (!V1_FIELDS.every((key) => key in source) || "roundState" in source) return;
      source.roundState = { budgets: [], rulesets: [] };
      source.roundHistory = [];
    },
  },
];

export const combatRecordType: DocumentTypeSpec<typeof schema.fields> = { schema, version: COMBAT_RECORD_VERSION, migrations };

/** The parts of an engine's state the shell relies on: it names its structure, counts rounds and keeps a history. */
const engineEnvelope = spec.object({
  structure: spec.choice(TURN_STRUCTURE_IDS, "sideInitiative"),
  round: spec.integer(0, { min: 0 }),
  history: spec.array(spec.json()),
});

/** What is wrong with a stored record: the spec's issues, and an engine state that is not the named structure's. */
export function combatRecordIssues(record: unknown): SchemaIssue[] {
  const issues = validateData(schema, record);
  if (issues.length > 0 || !isRecord(record) || record.state === null || record.state === undefined) return issues;
  const state = record.state as Record<string, unknown>;
  // Unlike a document's field, none of these may be left out: the engine never fills them in.
  const missing = Object.keys(engineEnvelope.fields).filter((key) => state[key] === undefined);
  if (missing.length > 0) return missing.map((key) => ({ path: `system.state.${key}`, problem: "is missing" }));
  const envelope = { structure: state.structure, round: state.round, history: state.history };
  const engine = validateData(engineEnvelope, envelope, "system.state");
  if (engine.length > 0) return engine;
  return state.structure === record.structure ? [] : [{ path: "system.state.structure", problem: `is not the combat's structure "${String(record.structure)}"` }];
}
