/**
 * Refuses, on the writing client, any write to the `system` data (or the sub-type) of a document a newer Fray
 * wrote: this Fray's model has already cleaned away what it does not know, and even a partial write carries a
 * version Foundry's migration stamps on it, so a write could lose the newer Fray's data (./newer-data.ts).
 * The name, the image, ownership and deletion stay the GM's to change.
 * A `preUpdate<Document>` hook runs on the client that asks for the update, and returning false cancels it
 * (https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html).
 */
import { warnUser } from "../notify";
import { isNewerDocument, VERSIONED_DOCUMENTS, type VersionedDoc, type VersionedDocument } from "./newer-data";

/** `system`, `system.x`, `==system`, `-=system` (v13's whole-value and deletion keys), or the sub-type itself. */
const SYSTEM_KEY = /^(?:==|-=)?(?:system(?:\.|$)|type$)/;

export function touchesSystem(changes: object): boolean {
  return Object.keys(changes).some((key) => SYSTEM_KEY.test(key));
}

/** False (the write cancelled, the writer told why) for a write to a newer Fray's data; true otherwise. */
export function allowWrite(documentName: VersionedDocument, doc: VersionedDoc & { name?: string | null; id?: string | null }, changes: object): boolean {
  if (!touchesSystem(changes) || !isNewerDocument(documentName, doc)) return true;
  warnUser("FRAY.NewerData.refused", { name: doc.name || doc.id || documentName });
  return false;
}

/** Every client registers: whoever writes is stopped on their own client. */
export function registerNewerDataGuard(): void {
  for (const documentName of VERSIONED_DOCUMENTS) {
    Hooks.on(`preUpdate${documentName}`, (doc: VersionedDoc, changes: object) => allowWrite(documentName, doc, changes));
  }
}
