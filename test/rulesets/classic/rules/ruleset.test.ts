import { describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../../../scripts/lib/ruleset-rules";
import { contractProblems } from "../../../../src/core/ruleset/contract";
import { effectiveTurnStructure } from "../../../../src/core/rulesets";
import { classicEconomy } from "../../../../src/rulesets/classic/rules/actions/budget";
import { resolveHeldAction } from "../../../../src/rulesets/classic/rules/actions/held-action";
import { CLASSIC_DECLARED_ACTIONS } from "../../../../src/rulesets/classic/rules/actions/declared-actions";
import { CLASSIC_STATUSES } from "../../../../src/rulesets/classic/rules/character/statuses";
import { classicInitiativeStats } from "../../../../src/rulesets/classic/rules/character/initiative";
import { CLASSIC_ROUND } from "../../../../src/rulesets/classic/schema/round";
import classicRules from "../../../../src/rulesets/classic/rules/ruleset";
import { flatLang } from "../../../support/lang";

const lang = flatLang();

describe("the classic ruleset as a GM finds it in a world", () => {
  it("is shipped under the id 'classic' and keeps the naming contract", () => {
    expect(RULESET_RULES.find((rules) => rules.id === "classic")).toBe(classicRules);
    expect(contractProblems(classicRules)).toEqual([]);
  });

  it("adds a character and a monster, and weapons, shields, foci, armour and gear, each named in the language file", () => {
    expect(Object.keys(classicRules.types.Actor)).toEqual(["classicCharacter", "classicMonster"]);
    expect(Object.keys(classicRules.types.Item)).toEqual(["classicWeapon", "classicShield", "classicFocus", "classicArmour", "classicGear"]);
    for (const documentName of ["Actor", "Item"] as const) {
      for (const type of Object.keys(classicRules.types[documentName])) expect(lang.get(`TYPES.${documentName}.${type}`), type).toMatch(/\S/);
    }
  });

  it("a fight left to the ruleset runs individual initiative, the chapter's own", () => {
    expect(effectiveTurnStructure(classicRules, "ruleset")).toBe("individual");
    expect(effectiveTurnStructure(classicRules, "declared")).toBe("declared");
  });

  it("the tracker reads the classic budget (a held action spending the immediate), statuses, initiative and the round's holds", () => {
    expect(classicRules.economy).toMatchObject({ fresh: classicEconomy.fresh, badges: classicEconomy.badges, heldActionResolved: resolveHeldAction });
    expect(classicRules.statuses).toBe(CLASSIC_STATUSES);
    expect(classicRules.initiativeStats).toBe(classicInitiativeStats);
    expect(classicRules.declaredActions).toBe(CLASSIC_DECLARED_ACTIONS);
    expect(classicRules.roundState).toBe(CLASSIC_ROUND);
  });

  it("declared-action speed, when a world picks it, offers attack, spell, move and full-round at no modifier, each in words", () => {
    expect(CLASSIC_DECLARED_ACTIONS.map((action) => [action.id, action.modifier])).toEqual([
      ["attack", 0],
      ["spell", 0],
      ["move", 0],
      ["fullRound", 0],
    ]);
    for (const action of CLASSIC_DECLARED_ACTIONS) expect(lang.get(action.label), action.id).toMatch(/\S/);
  });

  it("the map measures 5 ft squares with diagonals 5 ft then 10 ft, and tells the GM so", () => {
    expect(classicRules.grid).toEqual({ distance: 5, units: "ft", diagonals: "alternating1", notice: "FRAY.Classic.Grid.diagonalsSet" });
    expect(lang.get(classicRules.grid.notice)).toContain("{units}");
  });

  it("the world picks the death roll type and how natural 20s and 1s count", () => {
    expect(classicRules.settings.map((setting) => [setting.key, setting.default])).toEqual([
      ["classicDeathRoll", "allEqual"],
      ["classicNaturalRolls", "asWritten"],
    ]);
  });
});
