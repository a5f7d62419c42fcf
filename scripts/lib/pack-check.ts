import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { migrateSystem } from "../../src/core/schema/migrate";
import { validateData, isRecord } from "../../src/core/schema/validate";
import type { DocumentTypeSpec } from "../../src/core/schema/document-type";
import { allTypeSpecs } from "./ruleset-rules";

export interface PackEntry {
  name: string;
  type: "Actor" | "Item";
}

export interface CheckedPack {
  name: string;
  documents: { file: string; data: Record<string, unknown> }[];
}

const ID = /^[A-Za-z0-9]{16}$/;
const collectionOf = { Actor: "actors", Item: "items" } as const;

/**
 * Reads every pack's JSON sources, upgrades old `system` shapes, and checks what Foundry would
 * otherwise reject or silently skip. Throws one error listing every problem, each naming its file.
 */
export async function checkPacks(sourceRoot: string, packs: PackEntry[]): Promise<CheckedPack[]> {
  const problems: string[] = [];
  const seenIds = new Map<string, string>();
  const checked: CheckedPack[] = [];
  for (const pack of packs) {
    const dir = path.join(sourceRoot, pack.name);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".json")).sort();
    if (files.length === 0) problems.push(`${pack.name}: no JSON sources in ${dir}`);
    const documents = [];
    for (const file of files) {
      const where = `${pack.name}/${file}`;
      const data = await readJson(path.join(dir, file), where, problems);
      if (!data) continue;
      checkDocument(data, pack.type, `!${collectionOf[pack.type]}!`, where, seenIds, problems);
      if (pack.type === "Actor") checkEmbeddedItems(data, where, seenIds, problems);
      documents.push({ file, data });
    }
    checked.push({ name: pack.name, documents });
  }
  if (problems.length > 0) throw new Error(`Pack sources have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  return checked;
}

async function readJson(file: string, where: string, problems: string[]): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    if (isRecord(parsed)) return parsed;
    problems.push(`${where}: the file must hold one JSON object`);
  } catch (error) {
    problems.push(`${where}: not valid JSON (${(error as Error).message})`);
  }
  return null;
}

function checkDocument(
  data: Record<string, unknown>,
  documentName: "Actor" | "Item",
  keyPrefix: string,
  where: string,
  seenIds: Map<string, string>,
  problems: string[],
): void {
  const id = data._id;
  if (typeof id !== "string" || !ID.test(id)) {
    problems.push(`${where}: _id must be 16 letters or digits, got ${JSON.stringify(id)}`);
  } else {
    const earlier = seenIds.get(id);
    if (earlier) problems.push(`${where}: duplicate _id ${id}, already used by ${earlier}`);
    else seenIds.set(id, where);
    if (data._key === undefined) problems.push(`${where}: _key is missing (the pack CLI would skip this document silently)`);
    else if (data._key !== `${keyPrefix}${id}`) problems.push(`${where}: _key must be "${keyPrefix}${id}", got ${JSON.stringify(data._key)}`);
  }
  if (typeof data.name !== "string" || data.name.trim() === "") problems.push(`${where}: name is missing`);
  const type = typeof data.type === "string" ? data.type : "";
  const specs = allTypeSpecs(documentName);
  const typeSpec: DocumentTypeSpec | undefined = specs[type];
  if (!typeSpec) {
    problems.push(`${where}: type ${JSON.stringify(data.type)} is not a Fray ${documentName} type (${Object.keys(specs).join(", ")})`);
    return;
  }
  const system = isRecord(data.system) ? data.system : {};
  data.system = migrateSystem(system, typeSpec.migrations, typeSpec.version);
  for (const issue of validateData(typeSpec.schema, data.system)) problems.push(`${where}: ${issue.path} ${issue.problem}`);
}

function checkEmbeddedItems(actor: Record<string, unknown>, where: string, seenIds: Map<string, string>, problems: string[]): void {
  const items = Array.isArray(actor.items) ? actor.items : [];
  items.forEach((item, index) => {
    const at = `${where} items[${index}]`;
    if (!isRecord(item)) return void problems.push(`${at}: must be an object`);
    checkDocument(item, "Item", `!actors.items!${String(actor._id)}.`, at, seenIds, problems);
  });
}
