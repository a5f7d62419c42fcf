import { describe, expect, it } from "vitest";
import declaredRules from "../../../../src/rulesets/declared/rules/ruleset";
import { declaredActionId } from "../../../../src/rulesets/declared/rules/actions/action-kinds";
import { declaredRoundSpeed } from "../../../../src/rulesets/declared/rules/actions/full-defense";
import { planAttack, type AttackPlan } from "../../../../src/rulesets/declared/rules/combat/attack-plan";
import { settleAttack } from "../../../../src/rulesets/declared/rules/combat/attack-result";
import { applyHit } from "../../../../src/rulesets/declared/rules/combat/hit-damage";
import { woundState } from "../../../../src/rulesets/declared/rules/condition/wound-state";
import { injuryCheck } from "../../../../src/rulesets/declared/rules/injuries/injury-check";
import { moraleCheck } from "../../../../src/rulesets/declared/rules/morale/morale-check";
import type { PackDocument } from "../../../support/packs";
import { attackerOf, attackWeapon, creatureSystem, declarer, derived, heroes, hitStateOf, monsters, named, targetOf } from "./support";

const rhazzan = named(heroes, "Rhazzan");
const oda = named(heroes, "Oda Marrow");
const ghoul = named(monsters, "Ghoul");
const warrior = named(monsters, "Hobgoblin Warrior");

/** The melee attack of a pack creature with one of its own weapons, planned against another pack creature. */
function attack(attackerDoc: PackDocument, weaponName: string, targetDoc: PackDocument, targetAction: string | null = null): AttackPlan {
  const weapon = attackWeapon(named(attackerDoc.items ?? [], weaponName));
  const planned = planAttack({ attacker: attackerOf(attackerDoc), weapon, mode: "melee", target: targetOf(targetDoc, targetAction) });
  if (!planned.ok) throw new Error(`refused: ${planned.reason.key}`);
  return planned.plan;
}

describe("the chapter's worked examples, played with the declared packs", () => {
  it("AGI +2 rolls 1d12−2: Rhazzan's Base Initiative; AGI −1 rolls 1d12+1: the Ogre's", () => {
    expect(derived(rhazzan).attributes.agility.modifier).toBe(2);
    expect(derived(rhazzan).initiative).toBe("1d12-2");
    const ogre = named(monsters, "Ogre");
    expect(derived(ogre).attributes.agility.modifier).toBe(-1);
    expect(derived(ogre).initiative).toBe("1d12+1");
  });

  it("the Leonin's 5d8+15 Stress: Rhazzan, a Fiend's 2 HD and a 3rd-level Hunter with Strength +3, averages 37.5 and starts at 37", () => {
    expect(derived(rhazzan).stress).toEqual({ ok: true, formula: "5d8+15", dice: 5, average: 37.5 });
    expect(creatureSystem(rhazzan).stress.max).toBe(37);
  });

  it("a Leonin with no class has only its Fiend's 2d8 HD: the Leonin Raider's Stress is 2d8+6", () => {
    expect(derived(named(monsters, "Leonin Raider")).stress).toMatchObject({ ok: true, formula: "2d8+6", average: 15 });
  });

  it("Wound Points = Strength, and death at −15 with Strength 15: Oda Marrow is dying at −14 and dead at −15", () => {
    const system = creatureSystem(oda);
    expect(system.attributes.strength.score).toBe(15);
    expect(system.health.max).toBe(15);
    const at = (woundPoints: number) => woundState({ woundPoints, maximum: 15, strength: 15, stabilized: false });
    expect([at(0), at(-14), at(-15)]).toEqual(["incapacitated", "dying", "dead"]);
  });

  it("the Ghoul attacks with its claws at +0: with a Base Initiative of 8 it acts at 8", () => {
    const claws = named(ghoul.items ?? [], "Claws");
    const declared = declaredRules.declaredActionsFor(declarer(ghoul)).find((action) => action.id === declaredActionId("attack", claws._id));
    expect(declared?.modifier).toBe(0);
    expect(8 + (declared?.modifier ?? Number.NaN)).toBe(8);
  });

  it("full defense: Oda's Defense 12 becomes 16 for the round, so a Hobgoblin Warrior's 1d20+2 needs a 14, and her 10 yards of Speed become 5", () => {
    expect(derived(oda).defense.value).toBe(12);
    const plan = attack(warrior, "Long Sword", oda, "fullDefense");
    expect(plan.defense).toBe(16);
    expect(declaredRoundSpeed(creatureSystem(oda).speed, "fullDefense")).toBe(5);
    expect(plan.formula).toBe("1d20+2");
    expect(settleAttack(plan, 13).result).toBe("miss");
    expect(settleAttack(plan, 14).result).toBe("hit");
  });

  it("a critical hit: Oda's long sword (×2) rolls 7 against a Hobgoblin Warrior, 14 less Armour 3 goes to Wound Points, and d% 11 or less injures", () => {
    const plan = attack(oda, "Long Sword", warrior);
    expect(plan.formula).toBe("1d20+6");
    expect(plan.defense).toBe(11);
    expect(plan.damage.formula).toBe("1d8+2");
    expect(settleAttack(plan, 20).result).toBe("critical");
    const damage = applyHit(hitStateOf(warrior), { rolled: 7, critical: true, multiplier: plan.damage.criticalMultiplier, type: "slashing" });
    expect(damage).toMatchObject({ dealt: 14, taken: 11, toStress: 0, toWounds: 11, wounds: 2, injury: { type: "slashing", amount: 11 }, injuryCheck: true });
    expect(injuryCheck(11, damage.toWounds).injured).toBe(true);
    expect(injuryCheck(12, damage.toWounds).injured).toBe(false);
  });

  it("a critical that Armour stops: the Giant Rat's bite doubled to 4 against Oda's Armour 5 wounds nothing and rolls no injury", () => {
    const rat = named(monsters, "Giant Rat");
    const plan = attack(rat, "Bite", oda);
    expect(plan.damage.formula).toBe("1d4-2");
    expect(derived(oda).armour.value).toBe(5);
    expect(applyHit(hitStateOf(oda), { rolled: 2, critical: true, multiplier: plan.damage.criticalMultiplier, type: "piercing" })).toMatchObject({
      dealt: 4,
      taken: 0,
      injury: null,
      injuryCheck: false,
    });
  });

  it("monster morale: a Hobgoblin Warrior with 2 allies facing 4 foes is outnumbered and rolls 3d6 + Insight 0 + 1 HD + 2 allies against 11 + 4", () => {
    const check = moraleCheck({
      insightModifier: derived(warrior).attributes.insight.modifier,
      hitDice: creatureSystem(warrior).hitDice,
      maxWoundPoints: creatureSystem(warrior).health.max,
      biggestWound: 0,
      allies: 2,
      opponents: 4,
      intimidation: null,
    });
    expect(check).toMatchObject({ formula: "3d6+3", tn: 15, triggers: ["outnumbered"], opposed: false });
  });

  it("more than half its Wound Points in one hit: the critical above (11 of the Warrior's 13) makes it check morale even when not outnumbered", () => {
    const check = moraleCheck({ insightModifier: 0, hitDice: 1, maxWoundPoints: creatureSystem(warrior).health.max, biggestWound: 11, allies: 3, opponents: 3, intimidation: null });
    expect(check.triggers).toEqual(["bigHit"]);
  });
});
