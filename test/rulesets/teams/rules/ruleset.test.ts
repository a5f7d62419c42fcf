import { describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../../../scripts/lib/ruleset-rules";
import { contractProblems } from "../../../../src/core/ruleset/contract";
import { declaredModifier } from "../../../../src/core/declared-actions";
import { effectiveTurnStructure } from "../../../../src/core/rulesets";
import { teamsEconomy } from "../../../../src/rulesets/teams/rules/actions/economy";
import { teamsInitiativeStats } from "../../../../src/rulesets/teams/rules/initiative-stats";
import teamsRules from "../../../../src/rulesets/teams/rules/ruleset";
import { TEAMS_STATUSES } from "../../../../src/rulesets/teams/rules/statuses";
import { flatLang } from "../../../support/lang";

const lang = flatLang();

describe("the teams ruleset as a GM finds it in a world", () => {
  it("is shipped under the id 'teams' and keeps the naming contract", () => {
    expect(RULESET_RULES.find((rules) => rules.id === "teams")).toBe(teamsRules);
    expect(contractProblems(teamsRules)).toEqual([]);
  });

  it("adds a character and a monster, four kinds of item and its test and attack cards, each named in the language file", () => {
    expect(Object.keys(teamsRules.types.Actor)).toEqual(["teamsCharacter", "teamsMonster"]);
    expect(Object.keys(teamsRules.types.Item)).toEqual(["teamsWeapon", "teamsArmour", "teamsShield", "teamsGear"]);
    expect(Object.keys(teamsRules.types.ChatMessage)).toEqual(["teamsTest", "teamsAttack"]);
    for (const documentName of ["Actor", "Item"] as const) {
      for (const type of Object.keys(teamsRules.types[documentName])) expect(lang.get(`TYPES.${documentName}.${type}`), type).toMatch(/\S/);
    }
  });

  it("a fight left to the ruleset runs alternating teams", () => {
    expect(effectiveTurnStructure(teamsRules, "ruleset")).toBe("alternatingTeams");
    expect(effectiveTurnStructure(teamsRules, "individual")).toBe("individual");
  });

  it("the tracker reads the teams action economy, statuses and initiative numbers", () => {
    expect(teamsRules.economy).toBe(teamsEconomy);
    expect(teamsRules.statuses).toBe(TEAMS_STATUSES);
    expect(teamsRules.initiativeStats).toBe(teamsInitiativeStats);
  });

  it("under declared-action speed a teams combatant declares one plain action, with no speed modifier", () => {
    expect(teamsRules.declaredActions).toEqual([{ id: "act", label: "FRAY.Teams.Declared.act", modifier: 0 }]);
    expect(declaredModifier(teamsRules.declaredActions, "act")).toBe(0);
    expect(lang.get(teamsRules.declaredActions[0]!.label)).toMatch(/\S/);
  });

  it("the map measures 1 m squares and counts every second diagonal as 2 m, and tells the GM so", () => {
    expect(teamsRules.grid).toEqual({ distance: 1, units: "m", diagonals: "alternating1", notice: "FRAY.Teams.Grid.diagonalsSet" });
    expect(lang.get(teamsRules.grid.notice)).toContain("{units}");
  });

  it("the world has one setting of its own: Resuscitate's difficulty, the patient's missing health unless the GM picks a fixed 10", () => {
    expect(teamsRules.settings.map((setting) => [setting.key, setting.default, Object.keys(setting.choices)])).toEqual([
      ["teamsResuscitation", "missingHealth", ["missingHealth", "fixed"]],
    ]);
  });
});
