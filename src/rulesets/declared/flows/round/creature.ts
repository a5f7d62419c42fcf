/**
 * A `declared` creature as the round's flows read and write it: its Wound Point standing from its own
 * data, and the GM's writes after a loss (Wound Points, the stabilized flag, the wound status on its
 * token). Writes are the GM's; they run on the GM's lane.
 */
import { DeclaredCharacterData, DeclaredMonsterData } from "../../models";
import { effectiveScore } from "../../rules/creature/attributes";
import { readAttribute } from "../../rules/creature/read-attributes";
import { woundState, type DeclaredWoundState, type WoundStanding } from "../../rules/condition/wound-state";
import type { WoundLossResult } from "../../rules/condition/wound-loss";
import { DECLARED_STATUS, woundStatuses } from "../../rules/condition/statuses";
import { storedWoundPoints } from "../../rules/condition/stored-wound-points";

export type DeclaredCreatureData = DeclaredCharacterData | DeclaredMonsterData;

/** The actor's `declared` data, or null for any other actor. */
export function creatureDataOf(actor: Actor.Implementation | null | undefined): DeclaredCreatureData | null {
  const system: unknown = actor?.system;
  return system instanceof DeclaredCharacterData || system instanceof DeclaredMonsterData ? system : null;
}

export function isDeclaredMonster(actor: Actor.Implementation | null | undefined): boolean {
  return actor?.system instanceof DeclaredMonsterData;
}

export function standingOf(data: DeclaredCreatureData): WoundStanding {
  return { woundPoints: data.health.value, maximum: data.health.max, strength: effectiveScore(readAttribute(data, "strength")), stabilized: data.stabilized };
}

export function woundStateOf(data: DeclaredCreatureData): DeclaredWoundState {
  return woundState(standingOf(data));
}

export function isSuffocating(actor: Actor.Implementation): boolean {
  return actor.statuses.has(DECLARED_STATUS.suffocating);
}

/** GM: the token shows the one wound status of this state and none of the others. */
export async function showWoundState(actor: Actor.Implementation, state: DeclaredWoundState): Promise<void> {
  const { show, remove } = woundStatuses(state);
  for (const id of remove) if (actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
  if (show && !actor.statuses.has(show)) await actor.toggleStatusEffect(show, { active: true, overlay: show === DECLARED_STATUS.dead });
}

/** GM: writes what a Wound Point loss left (never below the death threshold) and the token's wound status. */
export async function writeWoundLoss(actor: Actor.Implementation, strength: number, result: WoundLossResult): Promise<void> {
  const health = { value: storedWoundPoints(result.woundPoints, strength) };
  await actor.update({ system: { health, stabilized: result.stabilized } } as Actor.UpdateData);
  await showWoundState(actor, result.state);
}
