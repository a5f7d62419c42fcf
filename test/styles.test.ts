import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { describe, expect, it } from "vitest";
import { isRulesetId, RULESET_IDS } from "../src/core/rulesets";
import { ROOT } from "./support/lang";

const STYLES = path.join(ROOT, "styles");
const folders = readdirSync(STYLES).filter((name) => statSync(path.join(STYLES, name)).isDirectory());
const rulesetFolders = folders.filter((name) => name !== "shared");

/** Every selector of a folder's compiled rules (its _index.scss), comma lists split. */
function selectorsOf(folder: string): string[] {
  const css = sass.compile(path.join(STYLES, folder, "_index.scss"), { style: "expanded" }).css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) => (match[1] ?? "").split(",").map((selector) => selector.trim()));
}

/** Whether the selector's first compound (the element the rule is scoped under) carries the class. */
const rootHasClass = (selector: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(selector.split(/[\s>+~]/)[0] ?? "");

describe("styles: shared pieces and each ruleset's own", () => {
  it("keeps one folder per ruleset beside the shared one, all in the stylesheet", () => {
    expect(rulesetFolders.filter((name) => !isRulesetId(name))).toEqual([]);
    const entry = readFileSync(path.join(STYLES, "fray.scss"), "utf8");
    for (const folder of folders) expect(entry, folder).toContain(`@use "${folder}"`);
  });

  it.each(rulesetFolders)("scopes every rule of %s under .fray with its ruleset class, so it cannot reach another ruleset", (id) => {
    const selectors = selectorsOf(id);
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.filter((selector) => !rootHasClass(selector, "fray") || !rootHasClass(selector, id))).toEqual([]);
  });

  it("scopes no shared rule under a ruleset's class", () => {
    const named = selectorsOf("shared").filter((selector) => RULESET_IDS.some((id) => rootHasClass(selector, id)));
    expect(named).toEqual([]);
  });

  it.each(rulesetFolders)("gives each %s chat card and dialog the shared frame's class and its own on its root", (id) => {
    const frames = { chat: "fray-card", dialogs: "fray-card-dialog" } as const;
    const unscoped = Object.entries(frames).flatMap(([kind, frame]) => {
      const dir = path.join(ROOT, "templates", id, kind);
      return (existsSync(dir) ? readdirSync(dir) : [])
        .map((file) => ({ file: `${kind}/${file}`, root: (/<[a-z]+ class="([^"]*)"/.exec(readFileSync(path.join(dir, file), "utf8"))?.[1] ?? "").split(/\s+/) }))
        .filter(({ root }) => !["fray", frame, id].every((name) => root.includes(name)))
        .map(({ file }) => file);
    });
    expect(unscoped).toEqual([]);
  });
});
