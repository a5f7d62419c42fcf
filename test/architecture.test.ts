/**
 * The shape of the code: no module in src imports itself back through others. A cycle makes load
 * order decide what is defined (a class read before its module ran), and ties rooms that should
 * stand apart; the test names the first cycle it finds, file by file.
 */
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(__dirname, "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** Static `import … from` and `export … from` of relative paths (type-only ones included: they tie modules too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+["'](\.[^"']+)["']/gms)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

/** The first cycle found by a depth-first walk, as the files around it; null when there is none. */
function firstCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe("imports in src", () => {
  it("form no cycle", () => {
    const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
    const cycle = firstCycle(graph)?.map((file) => relative(SRC, file)) ?? null;
    expect(cycle).toBeNull();
  });

  it("the check finds a cycle where there is one (a -> b -> c -> a)", () => {
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
    expect(firstCycle(graph)).toEqual(["a", "b", "c", "a"]);
    expect(firstCycle(new Map([["a", ["b"]], ["b", []]]))).toBeNull();
  });
});
