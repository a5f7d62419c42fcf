import { describe, expect, it } from "vitest";
import { Refusal } from "../../../src/core/turns/refusals";
import { SequenceRefusal } from "../../../src/core/turns/sequence-refusals";
import { flatLang } from "../../support/lang";

const lang = flatLang();

describe("every refusal a turn engine gives has its own English text", () => {
  it.each([
    ["the shared refusals", Refusal],
    ["the individual and declared refusals", SequenceRefusal],
  ])("%s are keys under FRAY.Turns.Refusal, each named after its reason", (_, keys) => {
    for (const [name, key] of Object.entries(keys)) {
      expect(key).toBe(`FRAY.Turns.Refusal.${name}`);
      expect(lang.get(key), key).toMatch(/\S/);
    }
  });

  it("no two reasons share a message", () => {
    const keys = Object.values(SequenceRefusal);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys.map((key) => lang.get(key))).size).toBe(keys.length);
  });
});
