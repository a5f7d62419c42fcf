type DataSchema = foundry.data.fields.DataSchema;

/** A combatant's action budget for this round, in whatever shape its ruleset's economy keeps. */
export class FrayCombatantData extends foundry.abstract.TypeDataModel<DataSchema, Combatant.Implementation> {
  static override defineSchema(): DataSchema {
    const { fields } = foundry.data;
    return { economy: new fields.ObjectField({ required: true, nullable: true, initial: null }) };
  }
}
export interface FrayCombatantData {
  economy: Record<string, unknown> | null;
}

/** The stored budget, or null for a combatant whose system data is not Fray's. */
export function storedEconomy(combatant: Combatant.Implementation): unknown {
  const system: unknown = combatant.system;
  return system instanceof FrayCombatantData ? system.economy : null;
}
