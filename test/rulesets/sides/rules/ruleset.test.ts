/**
 * The `sides` ruleset as a world loads it (seed 000 and docs/rules-notes.md "## `sides`"): its turn
 * structure, statuses, initiative numbers, skills and its one world setting.
 */
import { describe, expect, it } from "vitest";
import { RULESET_RULES } from "../../../../scripts/lib/ruleset-rules";
import { contractProblems } from "../../../../src/core/ruleset/contract";
import { declaredModifier } from "../../../../src/core/declared-actions";
import { effectiveTurnStructure } from "../../../../src/core/rulesets";
import { initialData } from "../../../../src/core/schema/spec";
import { conditionIntent, touchesTurnStatus } from "../../../../src/core/turns/status-conditions";
import { sidesInitiativeStats } from "../../../../src/rulesets/sides/rules/combat-stats";
import { sidesEconomy } from "../../../../src/rulesets/sides/rules/economy";
import sidesRules, { SIDES_MORALE_SETTING } from "../../../../src/rulesets/sides/rules/ruleset";
import { COMBAT_SKILLS, GENERAL_SKILLS, highestCombatSkill, SKILL_MIN } from "../../../../src/rulesets/sides/rules/skills";
import { SIDES_STATUS, SIDES_STATUSES } from "../../../../src/rulesets/sides/rules/statuses";
import { characterSchema } from "../../../../src/rulesets/sides/schema/character";
import { SIDES_ROUND } from "../../../../src/rulesets/sides/schema/round";
import { flatLang } from "../../../support/lang";

const lang = flatLang();
const scores = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

describe("the sides ruleset as a GM finds it in a world", () => {
  it("is shipped under the id 'sides' and keeps the naming contract", () => {
    expect(sidesRules.id).toBe("sides");
    expect(RULESET_RULES.find((rules) => rules.id === "sides")).toBe(sidesRules);
    expect(contractProblems(sidesRules)).toEqual([]);
  });

  it("a fight left to the ruleset runs side initiative", () => {
    expect(effectiveTurnStructure(sidesRules, "ruleset")).toBe("sideInitiative");
  });

  it("the tracker reads the sides action budget, statuses, initiative numbers and round state", () => {
    expect(sidesRules.economy).toBe(sidesEconomy);
    expect(sidesRules.statuses).toBe(SIDES_STATUSES);
    expect(sidesRules.initiativeStats).toBe(sidesInitiativeStats);
    expect(sidesRules.roundState).toBe(SIDES_ROUND);
  });

  it("under declared-action speed a sides combatant declares one plain action, with no speed modifier", () => {
    expect(sidesRules.declaredActions).toEqual([{ id: "act", label: "FRAY.Sides.Declared.act", modifier: 0 }]);
    expect(declaredModifier(sidesRules.declaredActions, "act")).toBe(0);
    expect(lang.get(sidesRules.declaredActions[0]!.label)).toMatch(/\S/);
  });

  it("the world's one setting is monster morale: the 2d6-over-score check unless the GM turns it off", () => {
    expect(sidesRules.settings).toEqual([SIDES_MORALE_SETTING]);
    expect(SIDES_MORALE_SETTING.key).toBe("sidesMorale");
    expect(SIDES_MORALE_SETTING.default).toBe("score");
    expect(Object.keys(SIDES_MORALE_SETTING.choices)).toEqual(["score", "off"]);
    const shown = [SIDES_MORALE_SETTING.name, SIDES_MORALE_SETTING.hint, ...Object.values(SIDES_MORALE_SETTING.choices)];
    expect(new Set(shown).size).toBe(4);
    for (const key of shown) expect(lang.get(key), key).toMatch(/\S/);
  });
});

describe("sides statuses on tokens and in the turn engines", () => {
  const intent = (...statuses: string[]) => conditionIntent(SIDES_STATUSES, "bran", new Set(statuses));

  it("a mortally wounded character is down and dying; an unconscious one is down; a dead one leaves the fight", () => {
    expect(intent(SIDES_STATUS.mortallyWounded)).toEqual({ kind: "fallUnconscious", combatantId: "bran", dying: true });
    expect(intent(SIDES_STATUS.unconscious)).toEqual({ kind: "fallUnconscious", combatantId: "bran" });
    expect(intent(SIDES_STATUS.dead, SIDES_STATUS.unconscious)).toEqual({ kind: "defeat", combatantId: "bran" });
  });

  it("prone, grappled and Total Defense change numbers, not turns", () => {
    const noTurnMeaning = [SIDES_STATUS.prone, SIDES_STATUS.grappled, SIDES_STATUS.totalDefense];
    expect(intent(...noTurnMeaning)).toEqual({ kind: "recover", combatantId: "bran" });
    expect(touchesTurnStatus(SIDES_STATUSES, noTurnMeaning)).toBe(false);
  });

  it("each status has its own id, a name in the language file, and the icon Foundry's core status of that meaning shows", () => {
    const icons = Object.fromEntries(SIDES_STATUSES.map((status) => [status.id, status.img]));
    expect(icons).toEqual({
      mortallyWounded: "icons/svg/blood.svg",
      unconscious: "icons/svg/unconscious.svg",
      prone: "icons/svg/falling.svg",
      grappled: "icons/svg/net.svg",
      totalDefense: "icons/svg/shield.svg",
      dead: "icons/svg/skull.svg",
    });
    for (const status of SIDES_STATUSES) expect(lang.get(status.name), status.id).toMatch(/\S/);
    expect(new Set(SIDES_STATUSES.map((status) => status.name)).size).toBe(SIDES_STATUSES.length);
  });
});

describe("what a combatant brings to side initiative", () => {
  it("a character brings its DEX modifier (the party adds its best) and its WIS score as WIT", () => {
    expect(sidesInitiativeStats({ attributes: { ...scores, dex: 18, wis: 14 } })).toEqual({ initiativeBonus: 2, dexMod: 2, agilityModifier: 2, wit: 14 });
    expect(sidesInitiativeStats({ attributes: { ...scores, dex: 3, wis: 9 } })).toEqual({ initiativeBonus: -2, dexMod: -2, agilityModifier: -2, wit: 9 });
  });

  it("a monster has no attributes in this rulebook and brings nothing", () => {
    expect(sidesInitiativeStats({ ac: 13, attackBonus: 2 })).toEqual({ initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 });
  });

  it("damaged attribute data rolls like a monster instead of breaking the tracker", () => {
    const plain = { initiativeBonus: 0, dexMod: 0, agilityModifier: 0, wit: 10 };
    for (const attributes of [null, 16, { wis: 14 }, { dex: 18 }, { dex: "18", wis: 14 }, { dex: 18, wis: "14" }]) {
      expect(sidesInitiativeStats({ attributes }), JSON.stringify(attributes)).toEqual(plain);
    }
  });
});

describe("skills on the character sheet", () => {
  const fresh = initialData(characterSchema);

  it("lists Brawl, Stab and Shoot as combat skills and the eighteen others, each with a label", () => {
    expect([...COMBAT_SKILLS]).toEqual(Object.keys(fresh.combatSkills));
    expect([...GENERAL_SKILLS]).toEqual(Object.keys(fresh.skills));
    expect(GENERAL_SKILLS).toHaveLength(18);
    for (const skill of [...COMBAT_SKILLS, ...GENERAL_SKILLS]) expect(lang.get(`FRAY.Sides.Skill.${skill}`), skill).toMatch(/\S/);
  });

  it("a new character is untrained (−1) in every skill", () => {
    expect(SKILL_MIN).toBe(-1);
    expect(Object.values(fresh.skills).every((level) => level === -1)).toBe(true);
    expect(fresh.combatSkills).toEqual({ brawl: -1, stab: -1, shoot: -1 });
  });

  it("a screener blocks as many attackers as its highest combat skill", () => {
    expect(highestCombatSkill({ brawl: 0, stab: 2, shoot: 1 })).toBe(2);
    expect(highestCombatSkill({ brawl: -1, stab: -1, shoot: 3 })).toBe(3);
    expect(highestCombatSkill({ brawl: -1, stab: -1, shoot: -1 })).toBe(-1);
  });
});
