type DataSchema = foundry.data.fields.DataSchema;

/**
 * A Fray combatant's own data: none. Its round budget lives on the Combat (see round-budget.ts),
 * where its player cannot write it; the empty model drops budgets older versions kept here.
 */
export class FrayCombatantData extends foundry.abstract.TypeDataModel<DataSchema, Combatant.Implementation> {
  static override defineSchema(): DataSchema {
    return {};
  }
}
