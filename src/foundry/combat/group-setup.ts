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

function dispositionGroupKey(disposition: number): string {
  return DISPOSITION_GROUPS.find((group) => (group.dispositions as readonly number[]).includes(disposition))?.key ?? "foes";
}

/** The disposition group a combatant's token puts it in (a combatant without a token is a foe). */
export function dispositionGroupOf(combatant: Combatant.Implementation): string {
  return dispositionGroupKey(combatant.token?.disposition ?? -1);
}

/** The disposition groups these combatants' tokens make, in the table's order (party, foes, neutral). */
export function dispositionGroupsPresent(combatants: readonly Combatant.Implementation[]): (typeof DISPOSITION_GROUPS)[number][] {
  const present = new Set(combatants.map(dispositionGroupOf));
  return DISPOSITION_GROUPS.filter((group) => present.has(group.key));
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
  const needed = dispositionGroupsPresent(ungrouped).filter((group) => !ids.has(group.key));
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
      ungrouped.map((combatant) => ({ _id: combatant.id, group: ids.get(dispositionGroupOf(combatant)) })) as never,
    );
  }
  return ids;
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    CombatantGroup: { fray?: { key?: string } };
  }
}
