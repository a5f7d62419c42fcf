import { readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** en.json flattened to "A.B.C" → text. */
export function flatLang(): Map<string, string> {
  const tree: unknown = JSON.parse(readFileSync(path.join(ROOT, "lang/en.json"), "utf8"));
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") flat.set(prefix, node);
    else if (typeof node === "object" && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(tree, "");
  return flat;
}

/** The keys of a group a ruleset hands to the shell that sit outside its lang folder or have no English text. */
export function labelProblems(lang: ReadonlyMap<string, string>, keys: Record<string, string>, folder: string): string[] {
  const problems: string[] = [];
  for (const key of Object.values(keys)) {
    if (!key.startsWith(folder)) problems.push(`${key} is not under ${folder}`);
    if (!/\S/.test(lang.get(key) ?? "")) problems.push(`${key} has no text`);
  }
  return problems;
}

/** English as the Foundry double's game.i18n words it, the placeholders given as numbers or strings. */
export const text = (key: string, data: Record<string, string | number> = {}): string =>
  (globalThis as unknown as { game: { i18n: { format(key: string, data: Record<string, string>): string } } }).game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
