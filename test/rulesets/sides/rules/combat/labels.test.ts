import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ALL_COMBAT_KEYS } from "../../../../../src/rulesets/sides/rules/combat/labels";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

describe("Every label the combat rules return has English text", () => {
  const lang = flatten(JSON.parse(readFileSync(new URL("../../../../../lang/pending/sides-combat.json", import.meta.url), "utf8")) as Tree);
  it("each key used is in lang/pending/sides-combat.json, with text", () => {
    for (const key of ALL_COMBAT_KEYS) expect(lang[key], key).toBeTruthy();
  });
  it("the language file holds no key the rules never use", () => {
    expect(Object.keys(lang).sort()).toEqual([...ALL_COMBAT_KEYS].sort());
  });
  it("placeholders in the text are ones the rules fill", () => {
    expect(lang["FRAY.Sides.Combat.Shock.AcTooHigh"]).toContain("{ac}");
    expect(lang["FRAY.Sides.Combat.Cover.Half"]).toContain("{corners}");
  });
});
