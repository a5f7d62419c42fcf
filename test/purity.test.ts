/**
 * Nothing imports upward: the pure rooms (src/core, each ruleset's rules/ and schema/) import only
 * from pure rooms. tsconfig.core.json (no Foundry types, no DOM) catches a Foundry or DOM global;
 * this catches a pure file reaching into the shell for something that happens to type-check there.
 * And the shared layer (src/core, src/foundry) imports no ruleset's own code.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/lang";

const SRC = path.join(ROOT, "src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return full.endsWith(".ts") ? [full] : [];
  });
}

/** src/core, src/rulesets/<id>/rules and src/rulesets/<id>/schema, as paths under src/. */
const isPure = (relative: string) => /^(core|rulesets\/[^/]+\/(rules|schema))(\/|$)/.test(relative.split(path.sep).join("/"));

const pureFiles = filesUnder(SRC).filter((file) => isPure(path.relative(SRC, file)));

/** Every module a file imports or re-exports, bare specifiers included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gm), ...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
}

describe("the pure rooms import only from pure rooms", () => {
  it("finds the pure files", () => {
    expect(pureFiles.some((file) => file.includes(`${path.sep}rulesets${path.sep}sides${path.sep}rules${path.sep}`))).toBe(true);
  });

  it.each(pureFiles.map((file) => [path.relative(ROOT, file), file] as const))("%s", (_name, file) => {
    const upward = importsOf(file).filter((specifier) => {
      if (!specifier.startsWith(".")) return true; // no package: fvtt-types, node: and the like are the shell's
      return !isPure(path.relative(SRC, path.resolve(path.dirname(file), specifier)));
    });
    expect(upward).toEqual([]);
  });
});

/** A path under src/ inside one ruleset's own folder (src/rulesets/<id>/…), not the registry beside them. */
const isRulesetOwn = (relative: string) => /^rulesets\/[^/]+\//.test(relative.split(path.sep).join("/"));
const sharedFiles = filesUnder(SRC).filter((file) => /^(core|foundry)(\/|$)/.test(path.relative(SRC, file).split(path.sep).join("/")));

describe("the shared layer imports no ruleset's own code", () => {
  it.each(sharedFiles.map((file) => [path.relative(ROOT, file), file] as const))("%s", (_name, file) => {
    const intoRuleset = importsOf(file).filter(
      (specifier) => specifier.startsWith(".") && isRulesetOwn(path.relative(SRC, path.resolve(path.dirname(file), specifier))),
    );
    expect(intoRuleset).toEqual([]);
  });
});
