/**
 * What this client holds of secret declarations, in memory only (never in a document, a setting or a
 * flag: those reach every client). On the active GM's client: every sealed declaration of the round,
 * with who made it, and the commitments not yet opened. On a player's client: what they sealed
 * themselves, so their own tracker can show it. A reload forgets it all (sealed-recovery.ts).
 * Everything is kept under the user whose client this is, so the clients of a test table, which share
 * one process, each hold their own.
 */
import type { Issuer } from "../../core/turns/engine";
import { openCommitment, registerCommitment, type Commitment, type CommitmentBook, type SealedContent } from "../../core/sealed-declarations";

/** A declaration the GM holds sealed: the action, and who declared it (the server's word for a player). */
export interface HeldDeclaration {
  combatantId: string;
  actionId: string;
  by: Issuer;
}

interface ClientMemory {
  /** GM: sealed declarations by combat, for one round each. */
  held: Map<string, { round: number; byCombatant: Map<string, HeldDeclaration> }>;
  /** GM: commitments not yet opened. */
  book: CommitmentBook;
  /** Player: what they sealed, by combat and creature. */
  own: Map<string, { round: number; actionId: string }>;
}

const clients = new Map<string, ClientMemory>();

function memory(): ClientMemory {
  // Stryker disable next-line OptionalChaining,StringLiteral: every caller runs on a ready client (a GM handler, a click, a tracker drawn), whose user is set
  const userId = game.user?.id ?? "";
  let found = clients.get(userId);
  if (!found) {
    // Stryker disable next-line ArrayDeclaration: the book is searched by hash and trimmed oldest first, so an entry without one is never found and goes first
    found = { held: new Map(), book: [], own: new Map() };
    clients.set(userId, found);
  }
  return found;
}

/** GM: the sealed declarations held for this combat's round (those of another round are forgotten). */
export function heldDeclarations(combatId: string, round: number): HeldDeclaration[] {
  const { held } = memory();
  const entry = held.get(combatId);
  if (!entry) return [];
  if (entry.round !== round) {
    held.delete(combatId);
    return [];
  }
  return [...entry.byCombatant.values()];
}

/** GM: holds a sealed declaration; a second one for the same creature replaces the first (a change of mind). */
export function holdDeclaration(combatId: string, round: number, declaration: HeldDeclaration): void {
  const { held } = memory();
  const entry = held.get(combatId);
  const byCombatant = entry?.round === round ? entry.byCombatant : new Map<string, HeldDeclaration>();
  byCombatant.set(declaration.combatantId, { ...declaration, by: { ...declaration.by } });
  held.set(combatId, { round, byCombatant });
}

/** GM: lets go of one creature's sealed declaration (it no longer stands: it is asked for again). */
export function dropHeld(combatId: string, combatantId: string): void {
  memory().held.get(combatId)?.byCombatant.delete(combatantId);
}

/** GM: forgets this combat's sealed declarations (revealed, or the round moved on). */
export function forgetHeld(combatId: string): void {
  memory().held.delete(combatId);
}

/** GM: keeps a commitment a vouched sender made, until it is opened. */
export function keepCommitment(commitment: Commitment): void {
  const mine = memory();
  mine.book = registerCommitment(mine.book, commitment);
}

/** GM: the commitment of this round this opening opens, taken from the book; null (and the book untouched) when none. */
export function takeCommitment(salt: string, content: SealedContent, round: number): Commitment | null {
  const mine = memory();
  const opened = openCommitment(mine.book, salt, content, round);
  if (!opened) return null;
  mine.book = opened.book;
  return opened.commitment;
}

function ownKey(combatId: string, combatantId: string): string {
  return `${combatId}.${combatantId}`;
}

/** Player: remembers what they sealed for their creature this round. */
export function rememberOwnSeal(content: SealedContent, round: number): void {
  memory().own.set(ownKey(content.combatId, content.combatantId), { round, actionId: content.actionId });
}

/** Player: what they sealed for this creature this round, if this client remembers it. */
export function ownSeal(combatId: string, combatantId: string, round: number): string | null {
  const entry = memory().own.get(ownKey(combatId, combatantId));
  return entry?.round === round ? entry.actionId : null;
}
