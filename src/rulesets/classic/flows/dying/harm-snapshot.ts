/**
 * What a hit found on its target, for Undo: a card that applies harm keeps this in its record (the
 * spec below validates it) and hands it back to `restoreClassicHarm`; with it the holds the hit ended.
 */
import { spec, type Infer } from "../../../../core/schema/spec";
import { dyingSchema } from "../../rules/dying/dying-state";
import { DYING_STATUS_IDS } from "../../rules/dying/harm";
import { classicDataOf, harmStateOf, writeHarmData } from "./creature";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { classicFightSnapshotSchema, NOTHING_ENDED, restoreFight } from "../maneuvers/hold-release";
import { fightOfActor } from "../maneuvers/round-holds";

export const classicHarmSnapshotSchema = spec.object({
  hp: spec.integer(0, { min: 0 }),
  nonLethal: spec.integer(0, { min: 0 }),
  dying: dyingSchema,
  /** The going-down statuses the token showed. */
  statuses: spec.array(spec.text("", false)),
  /** The holds (and swallowing) the hit ended, with the statuses they took off. */
  fight: classicFightSnapshotSchema,
});
export type ClassicHarmSnapshot = Infer<typeof classicHarmSnapshotSchema>;

export function harmSnapshotOf(actor: Actor.Implementation): ClassicHarmSnapshot | null {
  const data = classicDataOf(actor);
  if (!data) return null;
  const { hp, nonLethal, dying } = harmStateOf(data);
  return { hp, nonLethal, dying, statuses: DYING_STATUS_IDS.filter((id) => actor.statuses.has(id)), fight: NOTHING_ENDED };
}

/** GM, for Undo: puts back the HP, non-lethal damage, dying state and going-down statuses the hit found, and the holds it ended. */
export async function restoreClassicHarm(target: Actor.Implementation, before: ClassicHarmSnapshot): Promise<void> {
  if (!classicDataOf(target)) return;
  await writeHarmData(target, before);
  await setStatuses(target, DYING_STATUS_IDS.filter((id) => !before.statuses.includes(id)), false);
  await setStatuses(target, DYING_STATUS_IDS.filter((id) => before.statuses.includes(id)), true);
  await restoreFight(fightOfActor(target), before.fight, [target]);
}
