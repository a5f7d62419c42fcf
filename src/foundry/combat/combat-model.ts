import { TURN_STRUCTURE_IDS } from "../../core/turns/engine";
import type { Departure } from "../../core/turns/rejoin";

type DataSchema = foundry.data.fields.DataSchema;

/**
 * A Fray combat stores which turn structure runs it and that engine's whole state, as plain JSON,
 * so every client draws the tracker from the same state and undo restores it exactly.
 */
export class FrayCombatData extends foundry.abstract.TypeDataModel<DataSchema, Combat.Implementation> {
  static override defineSchema(): DataSchema {
    const { fields } = foundry.data;
    return {
      structure: new fields.StringField({ required: true, blank: true, initial: "", choices: ["", ...TURN_STRUCTURE_IDS] }),
      state: new fields.ObjectField({ required: true, nullable: true, initial: null }),
      // GM-set marks live here, on the Combat, where players cannot write (not on Combatant flags).
      cannotBeSurprised: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), { required: true, initial: [] }),
      // Who left by a player's hand (actor id -> round and status), so a rejoin cannot buy a fresh turn.
      departed: new fields.ObjectField({ required: true, initial: {} }),
    };
  }
}
export interface FrayCombatData {
  /** Empty until the GM starts the fight (the world setting or the encounter's choice then fixes it). */
  structure: string;
  state: Record<string, unknown> | null;
  /** Combatant ids the GM marked as unable to be surprised (alternating teams). */
  cannotBeSurprised: string[];
  /** GM-only record of combatants their players took out of the fight, by actor id. */
  departed: Record<string, Departure>;
}

/** A combat's Fray data, or null for a combat whose system data is not Fray's. */
export function combatData(combat: Combat.Implementation): FrayCombatData | null {
  const system: unknown = combat.system;
  return system instanceof FrayCombatData ? system : null;
}
