import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { initialData } from "../../src/core/schema/spec";
import { migrateSystem } from "../../src/core/schema/migrate";
import { isRecord } from "../../src/core/schema/validate";
import { allTypeSpecs } from "../../scripts/lib/ruleset-rules";
import { ROOT } from "./lang";

export interface PackDocument {
  _id: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
  items?: PackDocument[];
}

/** Reads one pack's JSON sources as Foundry would hold them: upgraded and filled with defaults. */
export function loadPack(name: string): PackDocument[] {
  const dir = path.join(ROOT, "packs/_source", name);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => prepare(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as PackDocument));
}

/** The pack document of that name; a test that names a missing one fails at once. */
export function named(pack: readonly PackDocument[], name: string): PackDocument {
  const doc = pack.find((candidate) => candidate.name === name);
  if (!doc) throw new Error(`no "${name}" in the pack`);
  return doc;
}

function prepare(doc: PackDocument): PackDocument {
  const documentName = doc.items === undefined ? "Item" : "Actor";
  const typeSpec = allTypeSpecs(documentName)[doc.type];
  if (!typeSpec) throw new Error(`${doc.name}: unknown type ${doc.type}`);
  const migrated = migrateSystem(structuredClone(doc.system), typeSpec.migrations, typeSpec.version);
  const system = fill(initialData(typeSpec.schema), migrated);
  return { ...doc, system, ...(doc.items ? { items: doc.items.map(prepare) } : {}) };
}

/** Source values over defaults, as Foundry's DataModel fills missing fields. */
function fill(defaults: unknown, source: unknown): Record<string, unknown> {
  if (!isRecord(defaults) || !isRecord(source)) return (source ?? defaults) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(source)) {
    out[key] = isRecord(value) && isRecord(defaults[key]) ? fill(defaults[key], value) : value;
  }
  return out;
}
