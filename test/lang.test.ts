import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allTypeSpecs } from "../scripts/lib/ruleset-rules";
import { isRulesetId, RULESET_IDS, type RulesetId } from "../src/core/rulesets";
import { TURN_STRUCTURE_IDS } from "../src/core/turns/engine";
import { flatLang, ROOT } from "./support/lang";

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, ending);
    return full.endsWith(ending) ? [full] : [];
  });
}

const lang = flatLang();
const leaves = new Set(lang.keys());
const isBranch = (key: string) => [...leaves].some((leaf) => leaf.startsWith(`${key}.`));
const sources = [...filesUnder(path.join(ROOT, "src"), ".ts"), ...filesUnder(path.join(ROOT, "templates"), ".hbs")];

/** Every FRAY.* / TYPES.* key written in code or templates; a trailing dot marks a key built at run time. */
const tokens = sources.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/\b(?:FRAY|TYPES)\.[A-Za-z0-9_.]*[A-Za-z0-9_.]/g)].map((match) => ({
    key: match[0],
    file: path.relative(ROOT, file),
  })),
);
const exact = tokens.filter((token) => !token.key.endsWith("."));
const prefixes = [
  ...tokens.filter((token) => token.key.endsWith(".")).map((token) => token.key),
  ...exact.filter((token) => isBranch(token.key)).map((token) => `${token.key}.`),
];

/** The ruleset a source file belongs to (its folder under src/rulesets/ or templates/), or "shared". */
function ownerOf(file: string): RulesetId | "shared" {
  const folder = /^(?:src\/rulesets|templates)\/([^/]+)\//.exec(file.split(path.sep).join("/"))?.[1];
  return isRulesetId(folder) ? folder : "shared";
}

/** Where a ruleset's own strings live: FRAY.Sides.* for `sides`. */
const namespaceOf = (id: RulesetId) => `FRAY.${id.charAt(0).toUpperCase()}${id.slice(1)}.`;

/** For every key, the owners (a ruleset id or "shared") of the files that use it, whole or under a run-time prefix. */
const ownersByKey = new Map<string, Set<RulesetId | "shared">>();
for (const token of tokens) {
  const prefix = token.key.endsWith(".") ? token.key : isBranch(token.key) ? `${token.key}.` : null;
  const keys = prefix ? [...leaves].filter((leaf) => leaf.startsWith(prefix)) : leaves.has(token.key) ? [token.key] : [];
  for (const key of keys) ownersByKey.set(key, (ownersByKey.get(key) ?? new Set()).add(ownerOf(token.file)));
}

describe("lang/en.json", () => {
  it("has every key the code and templates use", () => {
    const missing = exact.filter((token) => !leaves.has(token.key) && !isBranch(token.key)).map((t) => `${t.key} (${t.file})`);
    expect(missing).toEqual([]);
  });

  it("has no key nothing uses", () => {
    const typeLabels = (["Actor", "Item"] as const).flatMap((name) => Object.keys(allTypeSpecs(name)).map((type) => `TYPES.${name}.${type}`));
    const used = new Set([...exact.map((token) => token.key), ...typeLabels]);
    const unused = [...leaves].filter((key) => !used.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it("keeps a key that only one ruleset's code uses under that ruleset's namespace", () => {
    const misplaced = [...ownersByKey]
      .filter(([key, owners]) => key.startsWith("FRAY.") && owners.size === 1)
      .flatMap(([key, owners]) => [...owners].filter((owner) => owner !== "shared" && !key.startsWith(namespaceOf(owner))).map((owner) => `${key} (only ${owner} uses it)`));
    expect(misplaced).toEqual([]);
  });

  it("lets no shared file and no other ruleset use a ruleset's own keys", () => {
    const leaked = [...ownersByKey].flatMap(([key, owners]) => {
      const home = RULESET_IDS.find((id) => key.startsWith(namespaceOf(id)));
      return home ? [...owners].filter((owner) => owner !== home).map((owner) => `${key} (used by ${owner})`) : [];
    });
    expect(leaked).toEqual([]);
  });

  it("labels every ruleset, coming ruleset and turn structure the settings list", () => {
    for (const id of RULESET_IDS) expect(leaves.has(`FRAY.Ruleset.${id}`), id).toBe(true);
    for (const id of RULESET_IDS.filter((id) => id !== "sides")) expect(leaves.has(`FRAY.Ruleset.coming.${id}`), id).toBe(true);
    for (const id of TURN_STRUCTURE_IDS) expect(leaves.has(`FRAY.TurnStructure.${id}`), id).toBe(true);
  });

  it("names every document type in the create dialog", () => {
    for (const name of ["Actor", "Item"] as const) {
      for (const type of Object.keys(allTypeSpecs(name))) expect(leaves.has(`TYPES.${name}.${type}`), type).toBe(true);
    }
  });
});
