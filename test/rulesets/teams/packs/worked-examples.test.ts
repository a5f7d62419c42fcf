import { describe, expect, it } from "vitest";
import { takeAction } from "../../../../src/rulesets/teams/rules/actions/take-action";
import { actionsLeft } from "../../../../src/rulesets/teams/rules/actions/turn-budget";
import { planAttack, targetNumbers, type AttackPlan, type PlanAttackInput } from "../../../../src/rulesets/teams/rules/combat/attack-plan";
import { TEAMS_REFUSAL } from "../../../../src/rulesets/teams/rules/combat/labels";
import { resolvePlannedAttack } from "../../../../src/rulesets/teams/rules/combat/attack-outcome";
import { sufferDamage } from "../../../../src/rulesets/teams/rules/combat/suffer-damage";
import { bestAttackChoice, sizeValue } from "../../../../src/rulesets/teams/rules/derived";
import { teamsCharacterSheetContext } from "../../../../src/rulesets/teams/sheets/character-context";
import { itemRows } from "../../../support/sheet-contexts";
import { afterActions, onMyTurn } from "../rules/actions/support";
import { carried, heroes, heroSystem, monsters, monsterSystem, named, plannedAttacker, plannedTarget, plannedWeapon, weaponData, weapons } from "./support";

const boudica = named(heroes, "Boudica");
const agnessa = named(heroes, "Agnessa");
const petra = named(heroes, "Petra");
const captain = named(monsters, "Guard Captain");

function planned(input: PlanAttackInput): AttackPlan {
  const decision = planAttack(input);
  if (!decision.ok) throw new Error(`refused: ${decision.reason.key}`);
  return decision.plan;
}

/** Boudica's spear, strength and martial as she chooses in the chapter, against the pack's guard captain. */
function boudicaAgainstTheCaptain(): AttackPlan {
  const spear = weaponData(carried(boudica, "Spear"));
  return planned({
    attacker: plannedAttacker(heroSystem(boudica)),
    weapon: plannedWeapon(spear),
    choice: { attribute: "strength", proficiency: "martial" },
    target: plannedTarget(captain),
    situation: { sneak: false, flanking: false },
  });
}

describe("the chapter's worked examples, played with the teams packs", () => {
  it("Boudica's spear from the ready heroes: strength d6 + combat d6 + martial +1 is a 2d6+1 test, +4 piercing, 8 on a 19+", () => {
    const { view } = teamsCharacterSheetContext({ system: heroSystem(boudica), items: itemRows(boudica) });
    const spear = view.readiedWeapons.find((weapon) => weapon.name === "Spear")!;
    expect(spear.line).toMatchObject({ test: "2d6+1", damage: 4, criticalDamage: 8, criticalThreshold: 19, damageTypeLabel: "FRAY.Teams.Sheet.DamageType.piercing" });
    expect(spear.line.attributeLabel).toBe("FRAY.Teams.Sheet.Attribute.strength");
    expect(spear.line.proficiencyLabel).toBe("FRAY.Teams.Sheet.Proficiency.martial");
  });

  it("Boudica's spear against the pack's guard captain: 6 meets evasion 6 and hits, 10 − physical reduction 8 = 2", () => {
    const plan = boudicaAgainstTheCaptain();
    expect(plan.testFormula).toBe("2d6+1");
    const outcome = resolvePlannedAttack(plan, { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 10 });
    expect(outcome).toMatchObject({ kind: "hit", critical: false, dealt: 10, taken: 2 });
    expect(resolvePlannedAttack(plan, { sets: [{ attribute: 1, combatSkill: 3 }], luckFace: 10 }).kind).toBe("miss");
  });

  it("Boudica's critical against the captain: luck 19 meets the spear's 19+, 6 + critical 8 = 14, less 8, takes 6", () => {
    const outcome = resolvePlannedAttack(boudicaAgainstTheCaptain(), { sets: [{ attribute: 2, combatSkill: 3 }], luckFace: 19 });
    expect(outcome).toMatchObject({ kind: "hit", critical: true, dealt: 14, taken: 6 });
  });

  it("Boudica's endurance and health: 7 leaves 5 of her 12 endurance (harmed); 10 more leaves health 7, fortify against 5; 8 more drops her and risks death", () => {
    const system = heroSystem(boudica);
    const first = sufferDamage({ vitals: { endurance: system.endurance, health: system.health }, amount: 7, constitution: system.constitution, nonlethal: false });
    expect(first.taken.endurance.value).toBe(5);
    expect(first.harmed).toBe(true);
    const second = sufferDamage({ vitals: first.taken, amount: 10, constitution: system.constitution, nonlethal: false });
    expect(second.taken.health.value).toBe(7);
    expect(second.consequence).toEqual({ kind: "fortifyOrFall", difficulty: 5 });
    expect(second.bloodied).toBe(true);
    const third = sufferDamage({ vitals: second.taken, amount: 8, constitution: system.constitution, nonlethal: false });
    expect(third.consequence).toEqual({ kind: "unconscious", risksDeath: true });
  });

  it("Agnessa's mishap: the pack shortbow is a projectile, so a luck roll of 1 with her ally beside the target sends the arrow to the ally", () => {
    const ally = { ...plannedTarget(boudica), id: "boudica" };
    const plan = planned({
      attacker: plannedAttacker(heroSystem(agnessa)),
      weapon: plannedWeapon(weaponData(carried(agnessa, "Shortbow"))),
      choice: { attribute: "dexterity", proficiency: "ranged" },
      target: plannedTarget(named(monsters, "Town Guard")),
      nearby: [ally],
      situation: { sneak: false, flanking: false },
    });
    expect(resolvePlannedAttack(plan, { sets: [{ attribute: 5, combatSkill: 4 }], luckFace: 1 })).toEqual({ kind: "needsStrayRoll", candidateIds: ["boudica"], die: 1 });
    expect(resolvePlannedAttack(plan, { sets: [{ attribute: 5, combatSkill: 4 }], luckFace: 1, strayFace: 1 })).toMatchObject({ strayed: true, targetId: "boudica" });
  });

  it("Agnessa's second attack: the same shortbow shot a second time this round is at −2", () => {
    const attacker = plannedAttacker(heroSystem(agnessa));
    const plan = planned({
      attacker: { ...attacker, budget: afterActions(["attack"]).budget },
      weapon: plannedWeapon(weaponData(carried(agnessa, "Shortbow"))),
      choice: { attribute: "dexterity", proficiency: "ranged" },
      target: plannedTarget(named(monsters, "Town Guard")),
      situation: { sneak: false, flanking: false },
    });
    expect(plan.earlierAttacks).toBe(1);
    expect(plan.bonus).toBe(heroSystem(agnessa).proficiencies.ranged - 2);
  });

  it("Fabian's size difference: a medium attacker treats the pack's small goblins' evasion as 1 higher and their deflection as 1 lower", () => {
    for (const goblin of monsters.filter((doc) => doc.name.startsWith("Goblin"))) {
      const own = plannedTarget(goblin);
      const treated = targetNumbers(own, sizeValue("medium"), "physical");
      expect(treated.evasion, goblin.name).toBe(own.evasion + 1);
      expect(treated.reduction, goblin.name).toBe(Math.max(0, own.deflection.physical - 1));
    }
  });

  it("Petra's reload: after firing and seeking cover, the pack crossbow's reload takes her last action and one of her next turn", () => {
    const crossbow = weaponData(carried(petra, "Crossbow"));
    expect(crossbow.reload).toBe(2);
    const { budget, resources } = afterActions(["attack", "seekCover"]);
    const reload = takeAction(budget, resources, "reload", { ...onMyTurn, ...resources, reloadActions: crossbow.reload });
    if (!reload.ok) throw new Error(reload.reason.key);
    expect(reload.completed).toBe(false);
    expect(actionsLeft(reload.budget)).toBe(0);
    expect(reload.budget.extended).toEqual({ action: "reload", actionsLeft: 1 });
  });

  it("an unloaded crossbow from the pack cannot fire: the plan asks for its two-action reload", () => {
    const crossbow = { ...plannedWeapon(weaponData(named(weapons, "Crossbow"))), loaded: false };
    const system = heroSystem(petra);
    const decision = planAttack({
      attacker: plannedAttacker(system),
      weapon: crossbow,
      choice: bestAttackChoice(crossbow, system)!,
      target: plannedTarget(captain),
      situation: { sneak: false, flanking: false },
    });
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.reason).toEqual({ key: TEAMS_REFUSAL.needsReload, data: { actions: 2 } });
  });
});
