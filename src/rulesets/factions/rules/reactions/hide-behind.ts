/**
 * Hide behind a nearby character: one who agrees (or one the hider is grabbing, who has no say)
 * becomes the new target of the attack, and may make its own reaction.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_REACTION_REFUSAL } from "./labels";

export interface HidingPlace {
  id: string;
  /** In the hider's zone. */
  nearby: boolean;
  agrees: boolean;
  /** Grabbed by the hider: it becomes the target whether it agrees or not. */
  grabbedByHider: boolean;
  /** Already a target of this attack (no passing it back and forth). */
  alreadyTargeted: boolean;
}

export interface Redirected {
  newTargetId: string;
  /** The new target may react in turn (if it still has its turn and is aware). */
  newTargetMayReact: boolean;
}

export function hideBehind(place: HidingPlace): Decision<Redirected> {
  if (!place.nearby) return refuse(FACTIONS_REACTION_REFUSAL.notNearby);
  if (place.alreadyTargeted) return refuse(FACTIONS_REACTION_REFUSAL.alreadyTargeted);
  if (!place.agrees && !place.grabbedByHider) return refuse(FACTIONS_REACTION_REFUSAL.declined);
  return { ok: true, newTargetId: place.id, newTargetMayReact: true };
}
