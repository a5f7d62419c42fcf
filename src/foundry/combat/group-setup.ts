/**
 * Where the GM has not grouped the combatants, side/team/faction structures group them by token
 * disposition: friendly tokens are the party, hostile and secret ones the foes, neutral ones apart.
 */
const DISPOSITION_GROUPS = [
  { key: "party", dispositions: [1], label: "FRAY.Tracker.Group.party" },
  { key: "foes", dispositions: [-1, -2], label: "FRAY.Tracker.Group.foes" },
  { key: "neutral", dispositions: [0], label: "FRAY.Tracker.Group.neutral" },
] as const;

export function dispositionGroupKey(disposition: number): string {
  return DISPOSITION_GROUPS.find((group) => (group.dispositions as readonly number[]).includes(disposition))?.key ?? "foes";
}

/** Creates the disposition groups that have members and puts each ungrouped combatant in its own; returns the party group's id. */
export async function ensureGroups(combat: Combat.Implementation, groupIdOf: (c: Combatant.Implementation) => string | null): Promise<string | null> {
  const ungrouped = combat.combatants.contents.filter((combatant) => groupIdOf(combatant) === null);
  if (ungrouped.length === 0) return null;
  const keyOf = (combatant: Combatant.Implementation) => dispositionGroupKey(combatant.token?.disposition ?? -1);
  const needed = DISPOSITION_GROUPS.filter((group) => ungrouped.some((combatant) => keyOf(combatant) === group.key));
  const created = await combat.createEmbeddedDocuments(
    "CombatantGroup",
    needed.map((group) => ({ name: game.i18n?.localize(group.label) ?? group.key, flags: { fray: { key: group.key } } })) as never,
  );
  const idByKey = new Map(needed.map((group, index) => [group.key as string, created?.[index]?.id ?? ""]));
  await combat.updateEmbeddedDocuments(
    "Combatant",
    ungrouped.map((combatant) => ({ _id: combatant.id, group: idByKey.get(keyOf(combatant)) })) as never,
  );
  return idByKey.get("party") ?? null;
}
