import { describe, expect, it } from "vitest";
import { INTERCEPT_REFUSAL } from "../../../../src/rulesets/teams/rules/actions/intercept";
import { TEAMS_ECONOMY_BADGE, TEAMS_ECONOMY_OUTCOME, TEAMS_ECONOMY_REFUSAL } from "../../../../src/rulesets/teams/rules/actions/labels";
import { OFFER_REFUSAL } from "../../../../src/rulesets/teams/rules/actions/offered-reactions";
import { READYABLE_ACTIONS } from "../../../../src/rulesets/teams/rules/actions/ready-action";
import { KILLING_STRIKE_REFUSAL, TEAMS_ADVANTAGE_SOURCE, TEAMS_MODIFIER, TEAMS_REFUSAL } from "../../../../src/rulesets/teams/rules/combat/labels";
import { TEAMS_DERIVED_REFUSAL } from "../../../../src/rulesets/teams/rules/derived/labels";
import { TEAMS_TEST_LINE, TEAMS_TEST_REFUSAL } from "../../../../src/rulesets/teams/rules/tests/labels";
import { TEAMS_RESUSCITATION_SETTING } from "../../../../src/rulesets/teams/rules/tests/resuscitation-setting";
import { flatLang } from "../../../support/lang";

const lang = flatLang();
const { readiedAs, ...badges } = TEAMS_ECONOMY_BADGE;

/** Each group of keys the teams rules hand to the shell, with the folder of lang/en.json it must sit in. */
const GROUPS: [string, Record<string, string>, string][] = [
  ["the tracker's badges", badges, "FRAY.Teams.Economy."],
  ["why an action or reaction is refused", TEAMS_ECONOMY_REFUSAL, "FRAY.Teams.Economy.Refusal."],
  ["what the GM is told of an override", TEAMS_ECONOMY_OUTCOME, "FRAY.Teams.Economy.Outcome."],
  ["why Intercept is refused", INTERCEPT_REFUSAL, "FRAY.Teams.Intercept.Refusal."],
  ["why a reaction is not offered", OFFER_REFUSAL, "FRAY.Teams.Offer.Refusal."],
  ["the attack test's lines", TEAMS_MODIFIER, "FRAY.Teams.Combat.Modifier."],
  ["why an attack rolls with advantage or disadvantage", TEAMS_ADVANTAGE_SOURCE, "FRAY.Teams.Combat.Advantage."],
  ["why an attack is refused", { ...TEAMS_REFUSAL, ...KILLING_STRIKE_REFUSAL }, "FRAY.Teams.Combat.Refusal."],
  ["why a weapon's attack test cannot use a trait", TEAMS_DERIVED_REFUSAL, "FRAY.Teams.Derived.Refusal."],
  ["a test's lines", TEAMS_TEST_LINE, "FRAY.Teams.Test.Line."],
  ["why Resuscitate cannot be made", TEAMS_TEST_REFUSAL, "FRAY.Teams.Test.Refusal."],
  ["Resuscitate's difficulty setting", { name: TEAMS_RESUSCITATION_SETTING.name, hint: TEAMS_RESUSCITATION_SETTING.hint, ...TEAMS_RESUSCITATION_SETTING.choices }, "FRAY.Teams.Test.Setting.resuscitation."],
];

describe("every label the teams rules return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    for (const key of Object.values(keys)) {
      expect(key.startsWith(folder), key).toBe(true);
      expect(lang.get(key), key).toMatch(/\S/);
    }
  });

  it("the tracker names each readyable action after 'Readied:'", () => {
    for (const action of READYABLE_ACTIONS) expect(lang.get(`${readiedAs}${action}`), action).toMatch(/^Readied: \S/);
  });

  it("placeholders in the text are ones the rules fill", () => {
    expect(lang.get(TEAMS_DERIVED_REFUSAL.attributeNotAllowed)).toContain("{attribute}");
    expect(lang.get(TEAMS_DERIVED_REFUSAL.proficiencyNotAllowed)).toContain("{proficiency}");
    expect(lang.get(TEAMS_TEST_LINE.attribute)).toContain("{die}");
    expect(lang.get(TEAMS_TEST_LINE.luck)).toContain("{roll}");
  });
});
