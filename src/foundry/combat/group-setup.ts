/**
 * Where the GM has not grouped the combatants, side/team/faction structures group them by token
 * disposition: friendly tokens are the party, hostile and secret ones the foes, neutral ones apart.
 */
export const DISPOSITION_GROUPS = [
  { key: "party", dispositions: [1], label: "FRAY.Tracker.Group.party" },
  { key: "foes", dispositions: [-1, -2], label: "FRAY.Tracker.Group.foes" },
  { key: "neutral", dispositions: [0], label: "FRAY.Tracker.Group.neutral" },
] as const;

/** The key of the friendly tokens' group. */
export const FRIENDLY_GROUP = DISPOSITION_GROUPS[0].key;

export function dispositionGroupKey(disposition: number): string {
  return DISPOSITION_GROUPS.find((group) => (group.dispositions as readonly number[]).includes(disposition))?.key ?? "foes";
}

/**
 * Creates the disposition groups ungrouped combatants need and puts each in its own.
 * Returns group ids by disposition key ("party", "foes", "neutral"), for groups made now or before.
 */
export async function ensureGroups(
  combat: Combat.Implementation,
  groupIdOf: (c: Combatant.Implementation) => string | null,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const group of combat.groups.contents) {
    const key: unknown = group.getFlag("fray", "key");
    if (typeof key === "string" && group.id) ids.set(key, group.id);
  }
  const ungrouped = combat.combatants.contents.filter((combatant) => groupIdOf(combatant) === null);
  const keyOf = (combatant: Combatant.Implementation) => dispositionGroupKey(combatant.token?.disposition ?? -1);
  const needed = DISPOSITION_GROUPS.filter((group) => !ids.has(group.key) && ungrouped.some((combatant) => keyOf(combatant) === group.key));
  if (needed.length > 0) {
    const created = await combat.createEmbeddedDocuments(
      "CombatantGroup",
      needed.map((group) => ({ name: game.i18n?.localize(group.label) ?? group.key, flags: { fray: { key: group.key } } })) as never,
    );
    needed.forEach((group, index) => ids.set(group.key, created?.[index]?.id ?? ""));
  }
  if (ungrouped.length > 0) {
    await combat.updateEmbeddedDocuments(
      "Combatant",
      ungrouped.map((combatant) => ({ _id: combatant.id, group: ids.get(keyOf(combatant)) })) as never,
    );
  }
  return ids;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    CombatantGroup: { fray?: { key?: string } };
  }
}
