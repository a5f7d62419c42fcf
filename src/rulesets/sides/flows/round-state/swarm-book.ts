/**
 * A fight's Swarm Attack declarations for one round, as plain JSON kept in sides' round state:
 * one swarm per target (combatant ids). Reads what is stored tolerantly, and runs the rules of
 * swarm.ts over it. Pure.
 */
import { declareSwarm, emptySwarm, makeSwarmAttack, type SwarmBonus, type SwarmState } from "../../rules/combat/swarm";
import { REFUSAL } from "../../rules/combat/labels";
import type { Decision } from "../../../../core/rules-types";

export interface SwarmBook {
  round: number;
  /** An array, so a stored book is replaced whole rather than merged key by key. */
  swarms: SwarmState[];
}

export function emptyBook(round: number): SwarmBook {
  return { round, swarms: [] };
}

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((id) => typeof id === "string");

function swarmOf(value: unknown): SwarmState | null {
  if (typeof value !== "object" || value === null) return null;
  const { targetId, round, assailants, resolved } = value as Record<string, unknown>;
  if (typeof targetId !== "string" || typeof round !== "number" || !isIdList(assailants) || typeof resolved !== "boolean") return null;
  return { targetId, round, assailants: [...assailants], resolved };
}

/** The book of `round`: what is stored for another round, or anything damaged, reads as empty. */
export function readBook(stored: unknown, round: number): SwarmBook {
  if (typeof stored !== "object" || stored === null) return emptyBook(round);
  const data = stored as Record<string, unknown>;
  if (data.round !== round || !Array.isArray(data.swarms)) return emptyBook(round);
  const swarms = data.swarms.flatMap((swarm) => swarmOf(swarm) ?? []).filter((swarm) => swarm.round === round);
  return { round, swarms };
}

function withSwarm(book: SwarmBook, swarm: SwarmState): SwarmBook {
  return { ...book, swarms: [...book.swarms.filter((s) => s.targetId !== swarm.targetId), swarm] };
}

function current(book: SwarmBook, targetId: string): SwarmState {
  return book.swarms.find((swarm) => swarm.targetId === targetId) ?? emptySwarm(targetId, book.round);
}

/** The open swarm (its attack not yet made) this assailant belongs to this round, if any. */
export function openSwarmOf(book: SwarmBook, assailantId: string): SwarmState | null {
  return book.swarms.find((swarm) => !swarm.resolved && swarm.assailants.includes(assailantId)) ?? null;
}

/**
 * Joins the swarm on `targetId`: at most four, each assailant once. An assailant already in
 * another open swarm this round is in a swarm already (each declaration is its Main Action).
 */
export function declareInBook(book: SwarmBook, targetId: string, assailantId: string): Decision<{ book: SwarmBook; assailants: number }> {
  const elsewhere = openSwarmOf(book, assailantId);
  if (elsewhere && elsewhere.targetId !== targetId) return { ok: false, reason: { key: REFUSAL.swarmAlreadyDeclared } };
  const declared = declareSwarm(current(book, targetId), assailantId, book.round);
  if (!declared.ok) return declared;
  return { ok: true, book: withSwarm(book, declared.state), assailants: declared.state.assailants.length };
}

/** How many assailants the attacker's open swarm on this target counts; 0 when it is in none. */
export function declaredAssailants(book: SwarmBook, targetId: string, attackerId: string): number {
  const swarm = openSwarmOf(book, attackerId);
  return swarm && swarm.targetId === targetId ? swarm.assailants.length : 0;
}

/** One assailant makes the swarm's attack: the swarm closes (refused when not this round's open swarm, or not a member). */
export function closeInBook(
  book: SwarmBook,
  targetId: string,
  attackerId: string,
): Decision<{ book: SwarmBook; bonus: SwarmBonus; assailants: number }> {
  const made = makeSwarmAttack(current(book, targetId), attackerId, book.round);
  if (!made.ok) return made;
  return { ok: true, book: withSwarm(book, made.state), bonus: made.bonus, assailants: made.assailants };
}
