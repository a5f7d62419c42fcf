/** What damage does to the target actor: its hit points and the statuses it gains or loses. */
import { SidesCharacterData, SidesMonsterData } from "../../models";
import type { DownedStatus, TargetKind } from "../../rules/combat/damage-application";
import { SIDES_STATUS } from "../../rules/statuses";

/** Hit points as stored (`system.health`); unknown values are refused by the rule, never written. */
export function healthOf(actor: Actor.Implementation): { value: unknown; max: unknown } {
  const system = actor.system;
  if (system instanceof SidesCharacterData || system instanceof SidesMonsterData) return system.health;
  return { value: undefined, max: undefined };
}

export async function setHealth(actor: Actor.Implementation, value: number): Promise<void> {
  await actor.update({ system: { health: { value } } });
}

/** Player characters are mortally wounded at 0 HP; monsters and NPCs die. */
export function targetKindOf(actor: Actor.Implementation): TargetKind {
  return actor.system instanceof SidesCharacterData ? "character" : "npc";
}

/** Adds the statuses the actor does not have yet; returns the ones it added (for undo). */
export async function addStatuses(actor: Actor.Implementation, statuses: readonly DownedStatus[]): Promise<string[]> {
  const added: string[] = [];
  for (const status of statuses) {
    const id = SIDES_STATUS[status];
    if (actor.statuses.has(id)) continue;
    await actor.toggleStatusEffect(id, { active: true, overlay: id === SIDES_STATUS.dead });
    added.push(id);
  }
  return added;
}

export async function removeStatuses(actor: Actor.Implementation, ids: readonly string[]): Promise<void> {
  for (const id of ids) await actor.toggleStatusEffect(id, { active: false });
}
