/**
 * Secret declarations (a plan with `hidden`, declaration-plan.ts), sealed until every one is in. A
 * player's client commits to its declaration on the system socket, which says who sent it but reaches
 * everyone, with a salted hash only; it opens the commitment to the GM alone by a path that names no
 * sender. The GM accepts an opening only for a commitment some vouched sender made, and holds what it
 * opened until the round's last declaration is in. Pure: the hashing, the GM's book of commitments, and
 * the arithmetic of who is sealed, who is still awaited, and when all are in.
 */
import { sha256Hex } from "./crypto/sha256";
import type { DeclarationRound } from "./declaration-plan";

/** What a sealed declaration says: the creature of which fight, and the action it declares. */
export interface SealedContent {
  combatId: string;
  combatantId: string;
  actionId: string;
}

/** The salt is 16 random bytes, sent as 32 hex digits: too many to guess, so a commitment tells nothing of the few actions a creature may declare. */
export const SALT_BYTES = 16;

const COMMITMENT = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{32}$/;

export const isCommitment = (value: unknown): value is string => typeof value === "string" && COMMITMENT.test(value);
export const isSalt = (value: unknown): value is string => typeof value === "string" && SALT.test(value);

/** Bytes as lower-case hex. */
export function hexOf(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** JSON with every object's keys in order, so the same declaration always hashes the same on every client. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, inner]) => inner !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** sha256(salt ‖ canonical JSON of the declaration), in hex. */
export function commitmentOf(salt: string, content: SealedContent): string {
  const { combatId, combatantId, actionId } = content;
  return sha256Hex(`${salt}${canonicalJson({ combatId, combatantId, actionId })}`);
}

/** A commitment the GM holds until it is opened: who sent it (the server's word), for which creature, in which round. */
export interface Commitment {
  hash: string;
  senderId: string;
  combatId: string;
  combatantId: string;
  /** The engine's round it was made in: it opens in that round only. */
  round: number;
}

/** The GM's open commitments, oldest first. */
export type CommitmentBook = readonly Commitment[];

/** A sender has at most a few commitments open, and the book a bounded size: a flood only pushes out the flooder's own. */
export const COMMITMENT_LIMITS = { perSender: 8, total: 500 } as const;

/** The book with this commitment added: it replaces its sender's earlier one for the same creature; past the limits the oldest go. */
export function registerCommitment(book: CommitmentBook, entry: Commitment): CommitmentBook {
  const same = (other: Commitment) => other.senderId === entry.senderId && other.combatId === entry.combatId && other.combatantId === entry.combatantId;
  let next = [...book.filter((other) => !same(other)), { ...entry }];
  const mine = next.filter((other) => other.senderId === entry.senderId);
  if (mine.length > COMMITMENT_LIMITS.perSender) {
    const dropped = new Set(mine.slice(0, mine.length - COMMITMENT_LIMITS.perSender));
    next = next.filter((other) => !dropped.has(other));
  }
  return next.slice(-COMMITMENT_LIMITS.total);
}

/**
 * An opening matched against the book: the commitment of this round it opens (taken out of the book), or
 * null when none has that hash. A wrong opening leaves the book as it was, so nobody can spend another's.
 */
export function openCommitment(book: CommitmentBook, salt: string, content: SealedContent, round: number): { commitment: Commitment; book: CommitmentBook } | null {
  if (!isSalt(salt)) return null;
  const hash = commitmentOf(salt, content);
  const commitment = book.find((entry) => entry.hash === hash && entry.combatId === content.combatId && entry.combatantId === content.combatantId && entry.round === round);
  return commitment ? { commitment, book: book.filter((entry) => entry !== commitment) } : null;
}

/** Who has sealed a declaration, as the Combat records it for everyone: never what. */
export interface SealedRecord {
  /** The engine's round the seals belong to. */
  round: number;
  ids: string[];
  /** The GM's client lost the round's sealed declarations (a reload, a new GM) and asked for them again. */
  reasked: boolean;
}

export const NOTHING_SEALED: SealedRecord = { round: 0, ids: [], reasked: false };

/** Those sealed now: recorded for the engine's current round and still awaited by the engine (not gone, not down). */
export function sealedNow(record: SealedRecord, engineRound: number, round: DeclarationRound): string[] {
  if (record.round !== engineRound) return [];
  return [...new Set(record.ids)].filter((id) => round.waiting.includes(id));
}

/** The round as people see it: whoever sealed a declaration has declared; the structure waits for the rest. */
export function withSealed(round: DeclarationRound, sealed: readonly string[]): DeclarationRound {
  const isSealed = new Set(sealed);
  return { waiting: round.waiting.filter((id) => !isSealed.has(id)), declared: [...round.declared, ...round.waiting.filter((id) => isSealed.has(id))] };
}

/** Every declaration the engine still waits for is sealed: time to reveal them together. */
export function allSealedIn(round: DeclarationRound, sealed: readonly string[]): boolean {
  return sealed.length > 0 && round.waiting.every((id) => sealed.includes(id));
}

/** The sealed the GM's client no longer holds (it was reloaded, or another GM took over). */
export function forgottenSeals(sealed: readonly string[], held: readonly string[]): string[] {
  return sealed.filter((id) => !held.includes(id));
}

/** Written down and revealed together, a player's declaration stands: once in the open, only the GM changes it before the lock. */
export function revealedStands(hidden: boolean, by: { isGM: boolean }, round: DeclarationRound, combatantId: string): boolean {
  return hidden && !by.isGM && round.declared.includes(combatantId);
}

/** Whether the tracker tells everyone the GM asked again: this round's, while declarations are still awaited. */
export function showsReasked(record: SealedRecord, engineRound: number, round: DeclarationRound): boolean {
  return record.reasked && record.round === engineRound && round.waiting.length > 0;
}
