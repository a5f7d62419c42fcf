/** The teams attack dialog's data: what a player sees before rolling, for the chapter's attacks. */
import { describe, expect, it } from "vitest";
import { freshBudget } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import { attackChoicesFromForm, teamsAttackDialogView, type DialogWeapon, type TeamsAttackDialogFacts } from "../../../../src/rulesets/teams/flows/attack-dialog-view";
import { afterActions, onMyTurn } from "../rules/actions/support";
import { boudicaAttack, crossbow, dagger, ratings, shortbow, spear, target } from "../rules/combat/attack-support";
import { teamsTranslate } from "./support";

const t = teamsTranslate();
const noSituation = { sneak: false, flanking: false };
const boudica = boudicaAttack().attacker;
const boudicaWeapons: DialogWeapon[] = [
  { id: "spear", name: "Spear", weapon: spear },
  { id: "dagger", name: "Dagger", weapon: dagger },
];

function facts(overrides: Partial<TeamsAttackDialogFacts> = {}): TeamsAttackDialogFacts {
  return { attacker: boudica, weapons: boudicaWeapons, target: target(), targetName: "Town guard", ...overrides };
}

const agnessa = (budget = freshBudget()) => ({ ratings: ratings({ dexterity: "d8" }, { ranged: 1 }), luckModifier: 0, size: 4, budget, context: onMyTurn });

describe("the teams attack dialog", () => {
  it("Boudica's spear: only strength/dexterity and finesse/martial offered, strength and martial preselected, 2d6+1", () => {
    const view = teamsAttackDialogView(facts(), { weaponId: "spear", situation: noSituation }, t);
    expect(Object.keys(view.attributes)).toEqual(["strength", "dexterity"]);
    expect(view.attributes.strength).toBe("Strength (d6)");
    expect(view.proficiencies).toEqual({ "": "None", finesse: "Finesse (0)", martial: "Martial (+1)" });
    expect([view.attribute, view.proficiency]).toEqual(["strength", "martial"]);
    expect(view.roll?.formula).toBe("2d6+1");
    expect(view.roll?.sets).toBe("One set of 2d6");
    expect(view.roll?.modifiers).toEqual([{ label: "Proficiency", value: "+1" }]);
    expect(view.canRoll).toBe(true);
    expect(view.refusal).toBeNull();
  });

  it("choosing the dagger offers only what the dagger lists: dexterity and finesse, 2d6", () => {
    const view = teamsAttackDialogView(facts(), { weaponId: "dagger", attribute: "strength", proficiency: "martial", situation: noSituation }, t);
    expect(view.title).toBe("Attack with Dagger");
    expect(Object.keys(view.attributes)).toEqual(["dexterity"]);
    expect([view.attribute, view.proficiency]).toEqual(["dexterity", "finesse"]);
    expect(view.roll?.formula).toBe("2d6");
  });

  it("a player who picks no proficiency rolls without it", () => {
    const view = teamsAttackDialogView(facts(), { weaponId: "spear", proficiency: "", situation: noSituation }, t);
    expect(view.roll?.formula).toBe("2d6");
    expect(view.proficiency).toBe("");
  });

  it("Agnessa's second attack shows the multiple attack penalty of −2 for one earlier attack", () => {
    const attacker = agnessa(afterActions(["attack"], freshBudget()).budget);
    const view = teamsAttackDialogView(facts({ attacker, weapons: [{ id: "bow", name: "Shortbow", weapon: shortbow }] }), { weaponId: "bow", situation: noSituation }, t);
    expect(view.proficiencies).toEqual({ "": "None", ranged: "Ranged (+1)" });
    expect(view.roll?.modifiers).toEqual([
      { label: "Proficiency", value: "+1" },
      { label: "Multiple attack penalty (1 earlier)", value: "\u22122" },
    ]);
  });

  it("Agnessa's flanking attack rolls two sets and keeps the best", () => {
    const view = teamsAttackDialogView(facts({ attacker: agnessa(), weapons: [{ id: "bow", name: "Shortbow", weapon: shortbow }] }), { weaponId: "bow", situation: { sneak: false, flanking: true } }, t);
    expect(view.roll?.sets).toBe("2 sets of 1d8+1d6, the best kept");
    expect(view.roll?.advantage).toEqual([{ label: "Flanking attack", value: "advantage" }]);
  });

  it("a target in cover is shown as read from it, and the ranged attack keeps the worst set", () => {
    const inCover = target({ lasting: { defenceBonus: 1, rangedDisadvantage: true } });
    const view = teamsAttackDialogView(facts({ attacker: agnessa(), target: inCover, weapons: [{ id: "bow", name: "Shortbow", weapon: shortbow }] }), { weaponId: "bow", situation: noSituation }, t);
    expect(view.targetState).toEqual([
      "The target is guarding: +1 to its evasion and reduction.",
      "The target is in cover: ranged attacks have disadvantage.",
    ]);
    expect(view.roll?.sets).toBe("2 sets of 1d8+1d6, the worst kept");
  });

  it("Petra's unloaded crossbow is refused with its reason and Roll disabled", () => {
    const weapons = [{ id: "xbow", name: "Crossbow", weapon: { ...crossbow, loaded: false } }];
    const view = teamsAttackDialogView(facts({ attacker: agnessa(), weapons }), { weaponId: "xbow", situation: noSituation }, t);
    expect(view.refusal).toBe("The weapon must be reloaded first (2 actions).");
    expect(view.canRoll).toBe(false);
    expect(view.roll).toBeNull();
    expect(view.weapons).toEqual({ xbow: "Crossbow" });
  });

  it("the form reads back the player's choices and drops what the weapon does not allow", () => {
    expect(attackChoicesFromForm({ weaponId: "dagger", attribute: "strength", proficiency: "finesse", sneak: true, flanking: false }, boudicaWeapons)).toEqual({
      weaponId: "dagger",
      proficiency: "finesse",
      situation: { sneak: true, flanking: false },
    });
    expect(attackChoicesFromForm({ weaponId: "axe", proficiency: "" }, boudicaWeapons)).toEqual({ weaponId: "spear", proficiency: "", situation: noSituation });
  });
});
