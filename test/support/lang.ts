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
