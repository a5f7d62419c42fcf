import { describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../../../scripts/lib/ruleset-rules";
import { contractProblems } from "../../../../src/core/ruleset/contract";
import { effectiveTurnStructure } from "../../../../src/core/rulesets";
import { DECLARED_ACTIONS } from "../../../../src/rulesets/declared/rules/actions/action-kinds";
import { declaredEconomy } from "../../../../src/rulesets/declared/rules/actions/economy";
import { DECLARED_STATUSES } from "../../../../src/rulesets/declared/rules/condition/statuses";
import { declaredInitiativeStats } from "../../../../src/rulesets/declared/rules/creature/initiative";
import declaredRules from "../../../../src/rulesets/declared/rules/ruleset";
import { flatLang } from "../../../support/lang";

const lang = flatLang();

describe("the declared ruleset as a GM finds it in a world", () => {
  it("is shipped under the id 'declared' and keeps the naming contract", () => {
    expect(RULESET_RULES.find((rules) => rules.id === "declared")).toBe(declaredRules);
    expect(contractProblems(declaredRules)).toEqual([]);
  });

  it("adds a character and a monster and four kinds of item, each named in the language file", () => {
    expect(Object.keys(declaredRules.types.Actor)).toEqual(["declaredCharacter", "declaredMonster"]);
    expect(Object.keys(declaredRules.types.Item)).toEqual(["declaredWeapon", "declaredArmour", "declaredConsumable", "declaredSpell"]);
    for (const documentName of ["Actor", "Item"] as const) {
      for (const type of Object.keys(declaredRules.types[documentName])) expect(lang.get(`TYPES.${documentName}.${type}`), type).toMatch(/\S/);
    }
  });

  it("a fight left to the ruleset runs the chapter's own declared actions each round", () => {
    expect(effectiveTurnStructure(declaredRules, "ruleset")).toBe("declared");
    expect(effectiveTurnStructure(declaredRules, "individual")).toBe("individual");
  });

  it("the tracker reads the declared action economy, statuses, initiative numbers and the six actions", () => {
    expect(declaredRules.economy).toBe(declaredEconomy);
    expect(declaredRules.statuses).toBe(DECLARED_STATUSES);
    expect(declaredRules.initiativeStats).toBe(declaredInitiativeStats);
    expect(declaredRules.declaredActions).toBe(DECLARED_ACTIONS);
  });

  it("the map measures in yards, one a square, every diagonal one square, and tells the GM so", () => {
    expect(declaredRules.grid).toEqual({ distance: 1, units: "yd", diagonals: "equidistant", notice: "FRAY.Declared.Grid.diagonalsSet" });
    expect(lang.get(declaredRules.grid.notice)).toContain("{units}");
  });

  it("the world's settings: who declares when, the injury tables the chapter left empty, and who may riposte", () => {
    expect(declaredRules.settings.map((setting) => [setting.key, setting.default, Object.keys(setting.choices)])).toEqual([
      ["declaredDeclarationOrder", "clockwise", ["clockwise", "counterclockwise", "agility", "secret"]],
      ["declaredUntabledInjuries", "gm", ["gm", "blunt"]],
      ["declaredRiposte", "anyone", ["anyone", "fullDefenseOnly"]],
    ]);
    for (const setting of declaredRules.settings) {
      for (const key of [setting.name, setting.hint, ...Object.values(setting.choices)]) expect(lang.get(key), key).toMatch(/\S/);
    }
  });
});
