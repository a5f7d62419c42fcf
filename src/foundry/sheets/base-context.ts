/**
 * What every Fray sheet adds to Foundry's own context, as pure functions of plain data: the sheet
 * base classes call them with what Foundry prepared, and the render checks with a stand-in.
 */

/** Every Fray actor type keeps its free-text notes at `system.notes`; every item its description at `system.description`. */
export function textAt(system: object, key: "notes" | "description"): string {
  const value: unknown = (system as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

/** `tabs` is what ApplicationV2#_prepareTabs returned ({} for a stat block without tabs); `enrichedNotes` the enriched `system.notes`. */
export function actorBaseContext<S extends object>(system: S, tabs: Record<string, unknown>, enrichedNotes: string) {
  return { system, tabs, enrichedNotes };
}

/** `enrichedDescription` is the enriched `system.description`. */
export function itemBaseContext<S extends object>(item: { type: string; system: S }, enrichedDescription: string) {
  return { system: item.system, typeLabel: `TYPES.Item.${item.type}`, enrichedDescription };
}
