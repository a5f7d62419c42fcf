/**
 * What the card's steps write on the target, and put back on Undo: Stress, Wound Points, the
 * stabilized flag, the injuries list, attribute damage and the token's declared statuses.
 */
import type { Infer } from "../../../../core/schema/spec";
import { DECLARED_ATTRIBUTES } from "../../rules/creature/attributes";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { DECLARED_STATUSES } from "../../rules/condition/statuses";
import type { DeclaredAttackRecord } from "../../schema/attack-card";
import type { injury } from "../../schema/injury";
import type { Creature } from "../attack/fighters";

export { setStatuses };

export type Before = NonNullable<DeclaredAttackRecord["applied"]>["before"];
export type InjuryRecord = Infer<ReturnType<typeof injury>>;

/** The creature as the card found it before applying the hit. */
export function snapshotOf(creature: Creature): Before {
  const { data, actor } = creature;
  return {
    stress: data.stress.value,
    woundPoints: data.health.value,
    stabilized: data.stabilized,
    injuries: data.injuries.map((entry) => ({ ...entry })),
    attributeDamage: Object.fromEntries(DECLARED_ATTRIBUTES.map((id) => [id, data.attributes[id].damage])),
    statuses: DECLARED_STATUSES.map((status) => status.id).filter((id) => actor.statuses.has(id)),
  };
}

/** The actor's models are built from specs, which fvtt-types cannot see. */
export async function writeSystem(actor: Actor.Implementation, system: Record<string, unknown>): Promise<void> {
  await actor.update({ system } as unknown as Actor.UpdateData);
}


/** Undo: everything the card wrote, as it found it; of the statuses, only those it may have changed (`touched`). */
export async function restore(creature: Creature, before: Before, touched: readonly string[]): Promise<void> {
  const attributes = Object.fromEntries(Object.entries(before.attributeDamage).map(([id, damage]) => [id, { damage }]));
  await writeSystem(creature.actor, { stress: { value: before.stress }, health: { value: before.woundPoints }, stabilized: before.stabilized, injuries: before.injuries, attributes });
  await setStatuses(creature.actor, touched.filter((id) => !before.statuses.includes(id)), false);
  await setStatuses(creature.actor, touched.filter((id) => before.statuses.includes(id)), true);
}
