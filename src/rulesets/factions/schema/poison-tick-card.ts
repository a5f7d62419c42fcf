/**
 * The facts a `factionsPoisonTick` chat card keeps (GM-authored, one per poisoned creature at a round's
 * end, flows/poison/poison-tick.ts): who fought the poison, the STR save and what the rule made of it,
 * how the creature stood before (health, poisoned, incapacitated: Undo puts it back) and after.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { factionsFirstVersion, schemaVersion } from "./common";

const standing = () => spec.object({ health: spec.integer(0, { min: 0 }), poisoned: spec.boolean(false), incapacitated: spec.boolean(false) });

export const poisonTickCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** The creature's token in the fight (its own actor when unlinked), else its actor. */
  tokenUuid: spec.text(),
  actorUuid: spec.text(),
  name: spec.text(),
  /** The STR save: the d20 and the score. */
  natural: spec.integer(1, { min: 1, max: 20 }),
  score: spec.integer(0),
  /** What came of it (a rules reason: shaken off, or health lost). */
  reason: spec.object({ key: spec.text(), data: spec.values() }),
  before: standing(),
  after: standing(),
  undone: spec.boolean(false),
});

export type FactionsPoisonTickRecord = Infer<typeof poisonTickCardSchema>;

export const factionsPoisonTickCard = factionsFirstVersion(poisonTickCardSchema);
