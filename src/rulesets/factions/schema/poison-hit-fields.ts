/**
 * The attack card's record of a coated weapon's hit (flows/poison/poison-hit.ts): whether the weapon was
 * coated and the target poisoned before the hit (for Undo), and the target's STR save when the dose struck.
 */
import { spec } from "../../../core/schema/spec";

export const poisonHitFields = () => ({
  /** The attacker's weapon was coated with poison before this hit. */
  coatedBefore: spec.boolean(false),
  /** The target was already poisoned before this hit. */
  poisonedBefore: spec.boolean(false),
  /** The target's STR save against the dose (null: no dose struck): the d20, the score and whether it held. */
  poisonSave: spec.nullable(spec.object({ natural: spec.integer(1, { min: 1, max: 20 }), score: spec.integer(0), poisoned: spec.boolean(false) })),
});
