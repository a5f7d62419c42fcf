/**
 * The GM's choice to let identical monsters share one initiative roll (the chapter's band of
 * Hobgoblin Warriors acting on one die): off by default; grouped by the actor they were made from,
 * or by name. Only creatures no player owns are grouped.
 */
import type { PendingRollView } from "../../core/turns/adapters/adapter";

export const SHARE_INITIATIVE = ["none", "actor", "name"] as const;
export type ShareInitiative = (typeof SHARE_INITIATIVE)[number];

export function parseShareInitiative(value: unknown): ShareInitiative {
  return (SHARE_INITIATIVE as readonly unknown[]).includes(value) ? (value as ShareInitiative) : "none";
}

/** What the start form offers, as i18n keys. */
export const SHARE_INITIATIVE_CHOICES: Record<ShareInitiative, string> = {
  none: "FRAY.Tracker.ShareInitiative.none",
  actor: "FRAY.Tracker.ShareInitiative.actor",
  name: "FRAY.Tracker.ShareInitiative.name",
};

/**
 * The roll to make now: the first the engine waits for, answering as well every other roll for the
 * same purpose whose one combatant shares its key (null: rolls alone). Pure.
 */
export function sharedRoll(pending: readonly PendingRollView[], keyOf: (id: string) => string | null): PendingRollView | undefined {
  const first = pending[0];
  const only = (roll: PendingRollView) => (roll.forIds.length === 1 ? roll.forIds[0]! : null);
  const firstId = first ? only(first) : null;
  const key = firstId === null ? null : keyOf(firstId);
  if (!first || key === null) return first;
  const mates = pending.slice(1).flatMap((roll) => {
    const id = only(roll);
    return roll.purpose === first.purpose && id !== null && keyOf(id) === key ? [id] : [];
  });
  return { ...first, forIds: [...first.forIds, ...mates] };
}

/** The key a combatant shares its roll by: the GM's creatures only, by their actor or their name. */
export function shareKeyOf(combat: Combat.Implementation, by: ShareInitiative): (id: string) => string | null {
  const players = (game.users?.contents ?? []).filter((user) => !user.isGM);
  return (id) => {
    const combatant = combat.combatants.get(id);
    const actor = combatant?.actor;
    if (by === "none" || !combatant || players.some((user) => actor?.testUserPermission(user, "OWNER"))) return null;
    return by === "actor" ? (combatant.actorId ?? null) : (combatant.name ?? null);
  };
}
