import type { Departure } from "../../core/turns/rejoin";
import type { Objective } from "../../core/turns/fight-end";
import type { SealedRecord } from "../../core/sealed-declarations";
import { combatRecordIssues, combatRecordType } from "../../core/schema/combat-record";
import { migrateSystem } from "../../core/schema/migrate";
import type { RoundState } from "../../core/schema/round-state";
import { schemaFromSpec } from "../data/spec-fields";

type DataSchema = foundry.data.fields.DataSchema;

/**
 * A Fray combat stores which turn structure runs it, that engine's whole state and the round state
 * beside it (budgets, rulesets' round state), as plain JSON under a versioned spec, so every client
 * draws the tracker from the same state, players cannot write it, and undo restores it exactly.
 */
export class FrayCombatData extends foundry.abstract.TypeDataModel<DataSchema, Combat.Implementation> {
  static override defineSchema(): DataSchema {
    return schemaFromSpec(combatRecordType.schema);
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateSystem(source, combatRecordType.migrations, combatRecordType.version);
    return super.migrateData(source);
  }

  /**
   * Refuses a record the spec refuses, or an engine state that is not the named structure's
   * (DataModel.validateJoint: https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#validatejoint).
   */
  static override validateJoint(data: Record<string, unknown>): void {
    const issues = combatRecordIssues(data);
    if (issues.length > 0) throw new Error(issues.map((issue) => `${issue.path} ${issue.problem}`).join("; "));
  }
}
export interface FrayCombatData {
  schemaVersion: number;
  /** Empty until the GM starts the fight (the world setting or the encounter's choice then fixes it). */
  structure: string;
  state: Record<string, unknown> | null;
  /** This round's budgets and rulesets' round state; the GM alone writes them. */
  roundState: RoundState;
  /** The round state before each command the engine can undo, newest last. */
  roundHistory: RoundState[];
  /** Combatant ids the GM marked as unable to be surprised (alternating teams). */
  cannotBeSurprised: string[];
  /** GM-only record of combatants their players took out of the fight, by actor id. */
  departed: Record<string, Departure>;
  /** Each team's objective, by CombatantGroup id; the GM alone writes it. */
  objectives: Record<string, Objective>;
  /** Who sealed a secret declaration this round, never what; the GM alone writes it. */
  sealed: SealedRecord;
}

/** A combat's Fray data, or null for a combat whose system data is not Fray's. */
export function combatData(combat: Combat.Implementation): FrayCombatData | null {
  const system: unknown = combat.system;
  return system instanceof FrayCombatData ? system : null;
}
