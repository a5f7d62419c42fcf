/**
 * A `classic` creature as the going-down flows read and write it: its hit points, non-lethal damage
 * and dying state from its own data, and the GM's writes of them with the token's going-down statuses.
 */
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { ClassicCharacterData, ClassicMonsterData } from "../../models";
import { readDying } from "../../rules/dying/dying-state";
import { DYING_STATUS_IDS, dyingStatuses, type ClassicHarmState } from "../../rules/dying/harm";

export type ClassicCreatureData = ClassicCharacterData | ClassicMonsterData;

/** The actor's `classic` data, or null for any other actor. */
export function classicDataOf(actor: Actor.Implementation | null | undefined): ClassicCreatureData | null {
  const system: unknown = actor?.system;
  return system instanceof ClassicCharacterData || system instanceof ClassicMonsterData ? system : null;
}

export function harmStateOf(data: ClassicCreatureData): ClassicHarmState {
  return { hp: data.health.value, maxHp: data.health.max, nonLethal: data.nonLethal, dying: readDying(data.dying) };
}

/** What the death save and rest rules read of the creature. */
export function recoveringOf(data: ClassicCreatureData): { hitDice: number; constitutionModifier: number } {
  return { hitDice: data.hitDice, constitutionModifier: data.derived.modifiers.con };
}

/** GM: the token shows exactly the going-down statuses of this condition. */
export async function showDyingStatuses(actor: Actor.Implementation, state: Pick<ClassicHarmState, "hp" | "nonLethal" | "dying">): Promise<void> {
  const wanted = dyingStatuses(state);
  await setStatuses(actor, DYING_STATUS_IDS.filter((id) => !wanted[id]), false);
  await setStatuses(actor, DYING_STATUS_IDS.filter((id) => wanted[id]), true);
}

/** GM: writes HP, non-lethal damage and the dying state (models are built from specs, which fvtt-types cannot see). */
export async function writeHarmData(actor: Actor.Implementation, state: Pick<ClassicHarmState, "hp" | "nonLethal" | "dying">): Promise<void> {
  const system = { health: { value: state.hp }, nonLethal: state.nonLethal, dying: state.dying };
  await actor.update({ system } as unknown as Actor.UpdateData);
}

/** GM: the same, then the token's statuses to match. */
export async function writeHarmState(actor: Actor.Implementation, state: Pick<ClassicHarmState, "hp" | "nonLethal" | "dying">): Promise<void> {
  await writeHarmData(actor, state);
  await showDyingStatuses(actor, state);
}
