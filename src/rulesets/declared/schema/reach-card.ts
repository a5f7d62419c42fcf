/**
 * The facts a `declaredReach` chat card keeps (whispered to the watcher's owners and the GMs): which
 * creature's reach which foe entered, and whether the watcher has riposted. The weapons it may strike
 * with are read again whenever the card is drawn; only the GM writes it.
 */
import { spec, type Infer } from "../../../core/schema/spec";
import { cardCreature } from "./attack-card";
import { firstVersion, schemaVersion } from "./common";

export const reachCardSchema = spec.object({
  schemaVersion: schemaVersion(),
  /** The creature whose reach was entered: it may riposte. */
  watcher: cardCreature(),
  /** The foe that came within reach. */
  mover: cardCreature(),
  riposted: spec.boolean(false),
});

export type DeclaredReachRecord = Infer<typeof reachCardSchema>;

export const declaredReachCard = firstVersion(reachCardSchema);
