/** Where a creature at 0 HP stands: bleeding out with its failed death saves in a row, stabilized, or dead. */
import { readBySpec } from "../../../../core/schema/read";
import { initialData, spec, type Infer } from "../../../../core/schema/spec";

/** Three failed death saves in a row kill. */
export const DEATH_SAVE_FAILURES_TO_DIE = 3;

export const dyingSchema = spec.object({
  /** At 0 HP and unconscious. */
  down: spec.boolean(false),
  stable: spec.boolean(false),
  failures: spec.integer(0, { min: 0, max: DEATH_SAVE_FAILURES_TO_DIE }),
  /** The damage of the hit that dropped the creature (the Brutality DC). */
  droppingDamage: spec.integer(0, { min: 0 }),
  /** The wound-type affliction the GM names from what dropped the creature (blank until named). */
  wound: spec.text(),
});
export type ClassicDying = Infer<typeof dyingSchema>;

/** Standing: not down, nothing failed. */
export const notDying = (): ClassicDying => initialData(dyingSchema);

/** Reads stored data back; missing or damaged data reads as a creature still standing. */
export const readDying = (stored: unknown): ClassicDying => readBySpec(dyingSchema, notDying, stored);

export const isDead = (dying: ClassicDying): boolean => dying.failures >= DEATH_SAVE_FAILURES_TO_DIE;

/** Back on its feet: with hit points above 0 the dying state is over (the wound stays the GM's to treat). */
export const afterHealing = (hp: number, dying: ClassicDying): ClassicDying => (hp > 0 ? { ...notDying(), wound: dying.wound } : dying);
