import { describe, expect, it } from "vitest";
import { CLASSIC_MANEUVER_LINE, CLASSIC_MANEUVER_REFUSAL } from "../../../../../src/rulesets/classic/rules/maneuvers/labels";
import { flatLang, labelProblems } from "../../../../support/lang";

const lang = flatLang();

describe("every label the classic maneuver rules return has English text", () => {
  it.each([
    ["the lines of a maneuver on the card", CLASSIC_MANEUVER_LINE, "FRAY.Classic.Maneuver.Line."],
    ["why a maneuver is refused or failed", CLASSIC_MANEUVER_REFUSAL, "FRAY.Classic.Maneuver.Refusal."],
  ] as [string, Record<string, string>, string][])("%s", (_name, keys, folder) => {
    expect(labelProblems(lang, keys, folder)).toEqual([]);
  });
});
