/**
 * Holds ending, on the GM's client: when a creature goes down or is freed, its holds leave the round
 * state and the grapple statuses come off it and off each partner in no other hold (rules/maneuvers/hold-ends.ts).
 * What changed is kept as a `ClassicFightSnapshot` in the card that caused it, and Undo puts it back.
 */
import { spec, type Infer } from "../../../../core/schema/spec";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { GRAPPLE_STATUS_IDS, holdsEndingWith } from "../../rules/maneuvers/hold-ends";
import { holdSchema, swallowSchema, type ClassicHold } from "../../schema/round";
import { actorInFight, changeRound, classicRound } from "./round-holds";

/** Statuses taken off one creature. */
const statusesOff = spec.object({ actorUuid: spec.text("", false), ids: spec.array(spec.text("", false)) });

export const classicFightSnapshotSchema = spec.object({
  /** Holds that ended. */
  holds: spec.array(holdSchema),
  /** The statuses each creature lost with them (or with getting free of a swallower). */
  statuses: spec.array(statusesOff),
  /** A swallowing as it stood before a hit from inside changed or ended it. */
  inside: spec.nullable(swallowSchema),
});
export type ClassicFightSnapshot = Infer<typeof classicFightSnapshotSchema>;
type StatusesOff = Infer<typeof statusesOff>;

export const NOTHING_ENDED: ClassicFightSnapshot = { holds: [], statuses: [], inside: null };

/** Both changes, in the order they happened. */
export const bothChanges = (first: ClassicFightSnapshot, then: ClassicFightSnapshot): ClassicFightSnapshot => ({
  holds: [...first.holds, ...then.holds],
  statuses: [...first.statuses, ...then.statuses],
  inside: first.inside ?? then.inside,
});

const sameHold = (a: ClassicHold) => (b: ClassicHold) => a.aggressor === b.aggressor && a.defender === b.defender;

/** GM: ends every hold of this creature (down or freed) and takes the grapple statuses off whoever is left in none. */
export async function endHoldsOf(actor: Actor.Implementation, combat: Combat.Implementation | null): Promise<ClassicFightSnapshot> {
  const { ended, released } = holdsEndingWith(classicRound(combat)?.holds ?? [], actor.uuid);
  if (ended.length > 0) await changeRound(combat, (round) => ({ ...round, holds: round.holds.filter((hold) => !ended.some(sameHold(hold))) }));
  const statuses: StatusesOff[] = [];
  for (const uuid of released) {
    const creature = uuid === actor.uuid ? actor : actorInFight(combat, uuid);
    const ids = GRAPPLE_STATUS_IDS.filter((id) => creature?.statuses.has(id));
    if (!creature || ids.length === 0) continue;
    await setStatuses(creature, ids, false);
    statuses.push({ actorUuid: uuid, ids });
  }
  return { holds: ended, statuses, inside: null };
}

/** GM, for Undo: the holds, the swallowing and the statuses as they were before the change. */
export async function restoreFight(combat: Combat.Implementation | null, before: ClassicFightSnapshot, known: readonly Actor.Implementation[] = []): Promise<void> {
  const { holds, inside } = before;
  if (holds.length > 0 || inside) {
    await changeRound(combat, (round) => ({
      ...round,
      holds: [...round.holds.filter((hold) => !holds.some(sameHold(hold))), ...holds],
      swallowed: inside ? [...round.swallowed.filter((s) => s.swallowed !== inside.swallowed), inside] : round.swallowed,
    }));
  }
  for (const { actorUuid, ids } of before.statuses) {
    const creature = known.find((actor) => actor.uuid === actorUuid) ?? actorInFight(combat, actorUuid);
    if (creature) await setStatuses(creature, ids, true);
  }
}
