import { describe, expect, it } from "vitest";
import { ALL_COMBAT_KEYS } from "../../../../../src/rulesets/sides/rules/combat/labels";
import { flatLang } from "../../../../support/lang";

describe("Every label the combat rules return has English text", () => {
  const lang = flatLang();
  it("each key used is in lang/en.json, with text", () => {
    for (const key of ALL_COMBAT_KEYS) expect(lang.get(key), key).toMatch(/\S/);
  });
  it("the language file holds no combat key the rules never use", () => {
    const combatKeys = [...lang.keys()].filter((key) => key.startsWith("FRAY.Sides.Combat."));
    expect(combatKeys.sort()).toEqual([...ALL_COMBAT_KEYS].sort());
  });
  it("placeholders in the text are ones the rules fill", () => {
    expect(lang.get("FRAY.Sides.Combat.Shock.AcTooHigh")).toContain("{ac}");
    expect(lang.get("FRAY.Sides.Combat.Cover.Half")).toContain("{corners}");
  });
});
