/**
 * Guard: a character near the target of an attack reacts by becoming the new target. It has spent its
 * reaction on guarding, so it can neither dodge nor counter.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { FACTIONS_REACTION_REFUSAL } from "./labels";
import { mayReact, type Reactor } from "./reactor";
import { reactionWindow, type AttackMoment } from "./reaction-window";
import type { Redirected } from "./hide-behind";

export interface Guardian extends Reactor {
  id: string;
  /** In the target's zone. */
  nearTarget: boolean;
  /** Already a target of this attack (the attacker itself counts as one: it cannot guard against itself). */
  alreadyTargeted: boolean;
}

export function guard(moment: AttackMoment, guardian: Guardian): Decision<Redirected> {
  const open = reactionWindow(moment);
  if (!open.ok) return open;
  const may = mayReact(guardian);
  if (!may.ok) return may;
  if (!guardian.nearTarget) return refuse(FACTIONS_REACTION_REFUSAL.notNearby);
  if (guardian.alreadyTargeted) return refuse(FACTIONS_REACTION_REFUSAL.alreadyTargeted);
  return { ok: true, newTargetId: guardian.id, newTargetMayReact: false };
}
