import { describe, expect, it } from "vitest";
import { ATTACK_DIALOG, ATTACK_LINE, ATTACK_NOTICE, ATTACK_REFUSAL, ATTACK_TEXT, CARD_TEXT } from "../../../../../src/rulesets/classic/flows/attack/keys";
import { FIGHTING_STANCES } from "../../../../../src/rulesets/classic/schema/attack-card";
import { flatLang } from "../../../../support/lang";

const lang = flatLang();
const missing = (keys: Record<string, unknown>): string[] => Object.values(keys).filter((key): key is string => typeof key === "string" && !lang.has(key));

describe("every word the classic attack flow shows has English text", () => {
  it.each([
    ["refusals", ATTACK_REFUSAL],
    ["notices", ATTACK_NOTICE],
    ["the override", ATTACK_TEXT],
    ["the dialog", ATTACK_DIALOG],
    ["the card", CARD_TEXT],
    ["the card's buttons", CARD_TEXT.button],
  ])("%s", (_name, keys) => {
    expect(missing(keys as Record<string, unknown>)).toEqual([]);
  });

  it("each stance, the situational line and each AC the attack may meet", () => {
    const keys = [...FIGHTING_STANCES.map(ATTACK_DIALOG.stanceChoice), ATTACK_LINE.situational, ...["Normal", "Touch", "FlatFooted", "TouchFlatFooted"].map(ATTACK_LINE.armourClass)];
    expect(keys.filter((key) => !lang.has(key))).toEqual([]);
  });
});
