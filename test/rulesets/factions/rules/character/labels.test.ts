import { describe, expect, it } from "vitest";
import { flatLang, labelProblems } from "../../../../support/lang";
import * as labels from "../../../../../src/rulesets/factions/rules/character/labels";

describe("the factions character labels", () => {
  it.each(Object.entries(labels))("%s: every key has English text under FRAY.Factions", (_name, keys) => {
    expect(labelProblems(flatLang(), keys, "FRAY.Factions.")).toEqual([]);
  });
});
