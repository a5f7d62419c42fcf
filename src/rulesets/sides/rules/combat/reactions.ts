/**
 * The target's reactions to an attack it has seen rolled: Total Defense and a Snap Attack back at
 * the attacker. Whether the attack still leaves room for one, and whether the target's round still
 * affords it; the card's buttons, the GM's checks and the Snap Attack's cost all ask these.
 */
import type { Decision, Reason } from "../../../../core/rules-types";
import { takeAction, type RoundActions } from "./action-economy";
import { canSnapAttack } from "./snap-attack";
import { canTotalDefense } from "./total-defense";
import type { AttackerProfile } from "./types";

export const REACTIONS = ["totalDefense", "snapAttack"] as const;
export type Reaction = (typeof REACTIONS)[number];

export function isReaction(value: unknown): value is Reaction {
  return REACTIONS.some((reaction) => reaction === value);
}

/** What the reactions need of the attack as it stands now (with any Total Defense already taken). */
export interface AttackStanding {
  hit: boolean;
  /** A miss whose Shock would land. */
  shockLands: boolean;
  /** Its damage or Shock has been applied. */
  applied: boolean;
  /** The reactions already taken against it. */
  taken: Record<Reaction, boolean>;
}

const R = "FRAY.Sides.AttackFlow.Refusal";
const refuse = (key: string): { ok: false; reason: Reason } => ({ ok: false, reason: { key } });

/**
 * Whether the attack still leaves room for the reaction: nothing applied yet, not taken yet, and it
 * would change something. Total Defense can turn a hit into a miss or stop a miss's Shock; a Snap
 * Attack interrupts a hit before its damage lands.
 */
export function reactionOpen(attack: AttackStanding, reaction: Reaction): Decision<object> {
  if (attack.applied) return refuse(`${R}.AlreadyApplied`);
  if (attack.taken[reaction]) return refuse(`${R}.AlreadyTaken`);
  // Total Defense against a miss that does nothing anyway has nothing left to stop.
  if (reaction === "totalDefense" && !attack.hit && !attack.shockLands) return refuse(`${R}.AlreadyTaken`);
  if (reaction === "snapAttack" && !attack.hit) return refuse(`${R}.NotAHit`);
  return { ok: true };
}

/** The reactions the attack still leaves room for, in the order the card offers them. */
export function openReactions(attack: AttackStanding): Reaction[] {
  return REACTIONS.filter((reaction) => reactionOpen(attack, reaction).ok);
}

/** Whether the reactor's round still affords the reaction (a fresh round when it is not in a fight). */
export function reactionAffordable(economy: RoundActions, reaction: Reaction, reactor: AttackerProfile): Decision<object> {
  return reaction === "totalDefense" ? canTotalDefense(economy) : canSnapAttack(economy, reactor);
}

/** Takes the reaction: open on this attack and affordable; returns the reactor's round after it. */
export function takeReaction(attack: AttackStanding, reaction: Reaction, economy: RoundActions, reactor: AttackerProfile): Decision<{ economy: RoundActions }> {
  const open = reactionOpen(attack, reaction);
  if (!open.ok) return open;
  // The round's own check refuses what it cannot afford, with the same reason reactionAffordable gives.
  // Stryker disable next-line BooleanLiteral: an Instant ignores whose turn it is
  const spent = takeAction(economy, reaction, { ownTurn: false, kind: reactor.kind, snapTrained: reactor.snapTrained });
  return spent.ok ? { ok: true, economy: spent.state } : spent;
}
