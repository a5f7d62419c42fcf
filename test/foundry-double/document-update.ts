/**
 * Document#update for a test document (an item, an actor, a token) that a fight harness builds itself: the one
 * way the double's harnesses write a document, so its refusal, its merge and what follows it exist once.
 * Sources:
 * - Document#update merges the changed fields into the document's source (./merge, the double's one update merge)
 *   and the document's data is prepared again: https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update,
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#preparederiveddata
 * - The server refuses a write by a user who may not modify the document (Document#canUserModify, OWNER for an Actor;
 *   a GM may always): https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#canusermodify. Who may is
 *   the harness's rule (`mayWrite`: its owners and GMs, or GMs only where a harness lets no player write).
 * - After the write every client fires `update<Document>` (updateItem, updateActor …) with (document, changes,
 *   options, userId): https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html
 */
import { applyUpdate, type Doc } from "./merge";

export interface Writer {
  id: string;
  isGM: boolean;
}

export interface UpdateRules<D extends Doc> {
  /** Who may write it (its owners and GMs, as the harness's server decides); left out, the harness refuses no one. */
  mayWrite?: (writer: Writer) => boolean;
  /** The document's name in a refusal ("p2 lacks permission to update <name>"); its uuid, else its name, by default. */
  name?: string;
  /** The user whose client writes now: `game.user` by default (the network double keeps it the running client's). */
  writer?: () => Writer | undefined;
  /** Notes each accepted write (the writer's change, a copy, before it is applied) for a test's assertions. */
  record?: (change: Doc, writer: Writer) => void;
  /** Prepares the derived data again after the merge (the harness's prepareDerivedData or its stand-in). */
  prepare?: (document: D) => void;
  /** The update hook to fire after the write, and how the harness fires a document hook (on every client, with the writer's id). */
  hook?: { name: string; fire: (name: string, document: unknown, changes: Doc, options: unknown) => void };
}

export type Updatable<D extends Doc> = D & { update(changes: Doc, options?: Doc): Promise<D> };

/** Document#update for `document` under `rules`. */
export function updateOf<D extends Doc>(document: D, rules: UpdateRules<D> = {}): (changes: Doc, options?: Doc) => Promise<D> {
  const writer = rules.writer ?? (() => (globalThis as Doc).game?.user as Writer | undefined);
  return async (changes: Doc, options: Doc = {}) => {
    const user = writer() ?? { id: "(no user)", isGM: false };
    if (rules.mayWrite && !rules.mayWrite(user)) throw new Error(`${user.id} lacks permission to update ${rules.name ?? document.uuid ?? document.name}`);
    rules.record?.(structuredClone(changes), user);
    applyUpdate(document, changes);
    rules.prepare?.(document);
    rules.hook?.fire(rules.hook.name, document, structuredClone(changes), options);
    return document;
  };
}

/** Gives `document` Document#update under `rules` (see updateOf). */
export function giveUpdate<D extends Doc>(document: D, rules: UpdateRules<D> = {}): Updatable<D> {
  return Object.assign(document, { update: updateOf(document, rules) });
}

/** Owners (by user id) or a GM: who may modify an Actor and the documents its owners own (Document#canUserModify, above). */
export const ownersOrGm =
  (owners: readonly string[] | (() => readonly string[])) =>
  (writer: Writer): boolean =>
    writer.isGM || (typeof owners === "function" ? owners() : owners).includes(writer.id);

/** A GM only: what a harness lets no player write. */
export const gmOnly = (writer: Writer): boolean => writer.isGM;
