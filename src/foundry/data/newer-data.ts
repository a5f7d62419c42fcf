/**
 * Documents a newer Fray wrote, found in the world this Fray opened (a world played with a newer Fray, then
 * opened with an older one). Their `system.schemaVersion` is above what their model knows: migration leaves
 * them as they are (core/schema/migrate.ts), and Fray neither writes them nor acts on them.
 *
 * What Fray can and cannot protect:
 * - It can keep its own hands off: no migration step runs and no version is stamped down (migrateSystem),
 *   no card step acts on such a card (cards/card-record.ts), and no write to such a document's `system` is
 *   let through on this client (./newer-data-guard.ts), whoever asks for it.
 * - It cannot keep what its model does not know from being cleaned away in memory: a DataModel cleans its
 *   source to its schema when it is built, dropping keys the schema lacks ("prune: Remove keys which do not
 *   belong to the defined data schema", DataModelCleaningOptions:
 *   https://foundryvtt.com/api/interfaces/foundry.data.types.DataModelCleaningOptions.html; DataModel.cleanData:
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#cleandata), and a field whose newer
 *   value this schema refuses fails Foundry's validation before any Fray code runs. Whether the database keeps
 *   such keys through a partial write is not documented, so Fray assumes it may not: the guard refuses the write.
 * - It cannot stop another module, a macro or Foundry itself writing the document, nor guard compendium
 *   documents and unlinked tokens' own data, which it does not scan.
 */
import { combatRecordType } from "../../core/schema/combat-record";
import type { DocumentTypeSpec } from "../../core/schema/document-type";
import { isNewerData } from "../../core/schema/migrate";
import { isRecord } from "../../core/schema/validate";
import { FrayCombatData } from "../combat/combat-model";

/** The document classes whose `system` data Fray versions. */
export const VERSIONED_DOCUMENTS = ["Actor", "Item", "ChatMessage", "Combat"] as const;
export type VersionedDocument = (typeof VERSIONED_DOCUMENTS)[number];

/** As much of a document as the check reads. */
export interface VersionedDoc {
  type?: string;
  system?: unknown;
}

/** The version this Fray writes for a model class, or null for a model that is not Fray's. */
function versionOfModel(model: unknown): number | null {
  if (model === FrayCombatData) return combatRecordType.version;
  const spec = (model as { typeSpec?: DocumentTypeSpec } | null | undefined)?.typeSpec;
  return typeof spec?.version === "number" ? spec.version : null;
}

/** The registered models of a document class, by sub-type. */
function modelsOf(documentName: VersionedDocument): Record<string, unknown> {
  const models: unknown = CONFIG[documentName].dataModels;
  return isRecord(models) ? models : {};
}

/** The document's `system` as plain data: a DataModel's own fields are its properties. */
function systemOf(doc: VersionedDoc): Record<string, unknown> | null {
  const system: unknown = doc.system;
  return typeof system === "object" && system !== null ? (system as Record<string, unknown>) : null;
}

/** Whether a newer Fray wrote this document's `system` data. */
export function isNewerDocument(documentName: VersionedDocument, doc: VersionedDoc): boolean {
  const current = versionOfModel(modelsOf(documentName)[doc.type ?? "base"]);
  const system = systemOf(doc);
  return current !== null && system !== null && isNewerData(system, current);
}

interface Listed<D> {
  contents: readonly D[];
}

/** The world's documents of one class: actors' own items count with the world's items. */
function worldDocuments(documentName: VersionedDocument): VersionedDoc[] {
  switch (documentName) {
    case "Actor":
      return [...((game.actors as Listed<VersionedDoc> | undefined)?.contents ?? [])];
    case "Item": {
      const actors = (game.actors as Listed<{ items?: Listed<VersionedDoc> }> | undefined)?.contents ?? [];
      return [...((game.items as Listed<VersionedDoc> | undefined)?.contents ?? []), ...actors.flatMap((actor) => actor.items?.contents ?? [])];
    }
    case "ChatMessage":
      return [...((game.messages as Listed<VersionedDoc> | undefined)?.contents ?? [])];
    case "Combat":
      return [...((game.combats as Listed<VersionedDoc> | undefined)?.contents ?? [])];
  }
}

/** How many of the world's documents of each class a newer Fray wrote (classes with none left out). */
export function countNewerDocuments(): Partial<Record<VersionedDocument, number>> {
  const counts: Partial<Record<VersionedDocument, number>> = {};
  for (const documentName of VERSIONED_DOCUMENTS) {
    const count = worldDocuments(documentName).filter((doc) => isNewerDocument(documentName, doc)).length;
    if (count > 0) counts[documentName] = count;
  }
  return counts;
}
