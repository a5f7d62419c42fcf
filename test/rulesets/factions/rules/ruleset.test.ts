import { describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../../../scripts/lib/ruleset-rules";
import { contractProblems } from "../../../../src/core/ruleset/contract";
import { effectiveTurnStructure } from "../../../../src/core/rulesets";
import { factionsEconomy } from "../../../../src/rulesets/factions/rules/actions/budget";
import { FACTIONS_STATUSES } from "../../../../src/rulesets/factions/rules/character/statuses";
import { factionsInitiativeStats } from "../../../../src/rulesets/factions/rules/character/initiative";
import factionsRules from "../../../../src/rulesets/factions/rules/ruleset";
import { FACTIONS_ROUND } from "../../../../src/rulesets/factions/schema/round";
import { flatLang } from "../../../support/lang";

const lang = flatLang();

describe("the factions ruleset as a GM finds it in a world", () => {
  it("is shipped under the id 'factions' and keeps the naming contract", () => {
    expect(RULESET_RULES.find((rules) => rules.id === "factions")).toBe(factionsRules);
    expect(contractProblems(factionsRules)).toEqual([]);
  });

  it("adds a character and a monster, and weapons, armour, shields and consumables, each named in the language file", () => {
    expect(Object.keys(factionsRules.types.Actor)).toEqual(["factionsCharacter", "factionsMonster"]);
    expect(Object.keys(factionsRules.types.Item)).toEqual(["factionsWeapon", "factionsArmour", "factionsShield", "factionsConsumable"]);
    for (const documentName of ["Actor", "Item"] as const) {
      for (const type of Object.keys(factionsRules.types[documentName])) expect(lang.get(`TYPES.${documentName}.${type}`), type).toMatch(/\S/);
    }
  });

  it("a fight left to the ruleset runs factions that alternate or pass, the chapter's own", () => {
    expect(effectiveTurnStructure(factionsRules, "ruleset")).toBe("factions");
    expect(effectiveTurnStructure(factionsRules, "individual")).toBe("individual");
  });

  it("the tracker reads the factions budget, statuses and initiative numbers; declared speed offers one plain turn", () => {
    expect(factionsRules.economy).toBe(factionsEconomy);
    expect(factionsRules.statuses).toBe(FACTIONS_STATUSES);
    expect(factionsRules.initiativeStats).toBe(factionsInitiativeStats);
    expect(factionsRules.declaredActions).toEqual([{ id: "act", label: "FRAY.Factions.Declared.act", modifier: 0 }]);
    expect(lang.get("FRAY.Factions.Declared.act")).toMatch(/\S/);
  });

  it("the world picks how saves roll, impaired damage, counters, the durability die and whether the chaos of combat is played", () => {
    expect(factionsRules.settings.map((setting) => setting.key)).toEqual(["factionsSaveRoll", "factionsImpairedDamage", "factionsCounterBlows", "factionsDurabilityDie", "factionsChaosOfCombat"]);
  });

  it("keeps who holds whom with the round, so the tracker's undo puts a grapple's hold back", () => {
    expect(factionsRules.roundState).toBe(FACTIONS_ROUND);
    expect(FACTIONS_ROUND.ruleset).toBe("factions");
  });
});
