/** The attack flow's own strings (FRAY.Sides.AttackFlow) are all used by the flow's code and templates. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flatLang, ROOT } from "../../../support/lang";

const FLOW_DIR = path.join(ROOT, "src/rulesets/sides/flows");
const files = [
  ...readdirSync(FLOW_DIR).filter((name) => name.endsWith(".ts")).map((name) => path.join(FLOW_DIR, name)),
  path.join(ROOT, "templates/sides/chat/attack-card.hbs"),
  path.join(ROOT, "templates/sides/dialogs/attack-dialog.hbs"),
];
const source = files.map((file) => readFileSync(file, "utf8")).join("\n");
const tokens = [...source.matchAll(/\bFRAY\.[A-Za-z0-9_.]*[A-Za-z0-9_.]/g)].map((m) => m[0]);

describe("the attack flow's language keys", () => {
  it("are all used, or covered by a key the code builds at run time", () => {
    const keys = [...flatLang().keys()];
    const isBranch = (key: string) => keys.some((leaf) => leaf.startsWith(`${key}.`));
    const prefixes = tokens
      .filter((key) => key.endsWith(".") || isBranch(key))
      .map((key) => (key.endsWith(".") ? key : `${key}.`))
      .filter((prefix) => prefix !== "FRAY.Sides.AttackFlow.");
    const own = keys.filter((key) => key.startsWith("FRAY.Sides.AttackFlow."));
    const unused = own.filter((key) => !tokens.includes(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
});
