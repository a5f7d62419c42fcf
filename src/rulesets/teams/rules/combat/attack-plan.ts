/**
 * The whole attack before any die is rolled: whether it may be made at all, and if so the dice to roll
 * (with advantage sets), the card's itemised lines, and every possible target's evasion and reduction
 * as this attacker treats them. Built only from the existing attack, advantage, size and action rules.
 */
import type { Modifier } from "../../../../core/rules-types";
import { refuse, type Decision } from "../../../../core/rules-types";
import type { ActionContext } from "../actions/action-cost";
import { checkAction } from "../actions/check-action";
import type { LastingDefences } from "../actions/lasting-defences";
import type { TeamsBudget } from "../actions/turn-budget";
import { attackTestFormula, type TeamsActorRatings } from "../derived";
import { testFormula } from "../derived/dice";
import { LUCK_DIE } from "../derived/luck";
import { checkAttackChoice, type AttackChoice, type WeaponAllowance } from "../derived/weapon-choices";
import { advantageLevel, diceSetsToRoll } from "./advantage";
import { attackTest } from "./attack-test";
import { damageCategory, matchingReduction, type DamageCategory, type DamageReductions } from "./damage";
import type { Vitals } from "./harm";
import { TEAMS_ADVANTAGE_SOURCE, TEAMS_MODIFIER, TEAMS_REFUSAL } from "./labels";
import type { AttackWeapon } from "./resolve-attack";
import { defencesAgainstAttacker, sizeModifiers } from "./size";

export interface PlannedWeapon extends WeaponAllowance, AttackWeapon {
  /** A damage type of the chapter's table (piercing, fire …); empty for typeless. */
  damageType: string;
  /** Ranged attacks meet cover's disadvantage and a prone target's. */
  ranged: boolean;
  /** Thrown or projectile attacks can stray on a luck roll of 1 or less. */
  thrownOrProjectile: boolean;
  /** Actions a reload takes; 0 for a weapon that never reloads. */
  reloadActions: number;
  /** A reloading weapon is loaded now. */
  loaded: boolean;
  nonlethal: boolean;
}

export interface PlannedAttacker {
  ratings: Pick<TeamsActorRatings, "attributes" | "skills" | "proficiencies">;
  luckModifier: number;
  size: number;
  /** The attacker's action budget; its attacksThisRound gives the multiple attack penalty. */
  budget: TeamsBudget;
  context: ActionContext;
}

export interface PlannedTargetInput {
  id: string;
  evasion: number;
  deflection: DamageReductions;
  size: number;
  /** What the target's Guard and Seek Cover give (lastingDefences of its budget). */
  lasting: LastingDefences;
  prone: boolean;
  dead: boolean;
  vitals: Vitals;
  constitution: number;
}

export interface AttackSituation {
  /** The target cannot see the attacker. */
  sneak: boolean;
  /** The target is surrounded on two opposite sides. */
  flanking: boolean;
}

export interface PlanAttackInput {
  attacker: PlannedAttacker;
  weapon: PlannedWeapon;
  choice: AttackChoice;
  target: PlannedTargetInput;
  /** The characters within 1 m of the target (allies included, the attacker not): where a stray may go. */
  nearby?: readonly PlannedTargetInput[];
  situation: AttackSituation;
}

/** One target's numbers as this attacker treats them, and what the GM needs to apply damage to it. */
export interface TargetNumbers {
  id: string;
  evasion: number;
  /** The reduction matching the weapon's damage category, after size and Guard. */
  reduction: number;
  /** Why evasion and reduction differ from the target's own (size, Guard). */
  modifiers: Modifier[];
  vitals: Vitals;
  constitution: number;
}

export interface AttackPlan {
  /** The test as the chapter writes it (Boudica: "2d6+1"), before advantage. */
  testFormula: string;
  /** The attribute and combat skill dice of one set ("2d6"), rolled `diceSets` times. */
  setFormula: string;
  diceSets: number;
  /** Net advantage level: positive keeps the best set, negative the worst. */
  advantage: number;
  /** Why there is advantage (+1) or disadvantage (−1), for the card. */
  advantageSources: Modifier[];
  /** The chosen proficiency's bonus and the attacks made earlier this round, for the attack test. */
  proficiency: number;
  earlierAttacks: number;
  /** Added once to the kept set: proficiency and the multiple attack penalty. */
  bonus: number;
  /** The card's lines for the bonus. */
  modifiers: Modifier[];
  luckFormula: string;
  luckModifier: number;
  weapon: AttackWeapon & { damageCategory: DamageCategory; nonlethal: boolean; thrownOrProjectile: boolean };
  target: TargetNumbers;
  /** Where a stray attack may land instead, each with its own numbers. */
  strayCandidates: TargetNumbers[];
  /** Actions the attack spends (checkAction's cost). */
  actions: number;
}

export function planAttack(input: PlanAttackInput): Decision<{ plan: AttackPlan }> {
  const { attacker, weapon, choice, target } = input;
  if (target.dead) return refuse(TEAMS_REFUSAL.targetDead);
  // "Reloading her crossbow requires that she takes two actions": an unloaded weapon cannot fire.
  if (weapon.reloadActions > 0 && !weapon.loaded) return refuse(TEAMS_REFUSAL.needsReload, { actions: weapon.reloadActions });
  const allowed = checkAttackChoice(weapon, choice);
  if (!allowed.ok) return allowed;
  const action = checkAction(attacker.budget, "attack", attacker.context);
  if (!action.ok) return action;

  const advantageSources = advantageLines(input);
  const advantage = advantageLevel({
    sneak: input.situation.sneak,
    flanking: input.situation.flanking,
    otherAdvantages: advantageSources.filter((line) => line.key === TEAMS_ADVANTAGE_SOURCE.proneInMelee).length,
    disadvantages: advantageSources.filter((line) => line.value < 0).length,
  });
  const proficiency = choice.proficiency === null ? 0 : attacker.ratings.proficiencies[choice.proficiency];
  const earlierAttacks = attacker.budget.attacksThisRound;
  // The flat lines are the attack test's own, after its two dice lines.
  const modifiers = attackTest({ attributeRoll: 0, combatSkillRoll: 0, proficiency, earlierAttacksThisRound: earlierAttacks }).modifiers.slice(2);
  const bonus = modifiers.reduce((sum, line) => sum + line.value, 0);
  const category = damageCategory(weapon.damageType);
  const setDice = [attacker.ratings.attributes[choice.attribute], attacker.ratings.skills.combat];
  return {
    ok: true,
    plan: {
      testFormula: attackTestFormula(attacker.ratings, choice),
      setFormula: testFormula(setDice, 0),
      diceSets: diceSetsToRoll(advantage),
      advantage,
      advantageSources,
      proficiency,
      earlierAttacks,
      bonus,
      modifiers,
      luckFormula: LUCK_DIE,
      luckModifier: attacker.luckModifier,
      weapon: {
        damage: weapon.damage,
        criticalDamage: weapon.criticalDamage,
        criticalThreshold: weapon.criticalThreshold,
        damageCategory: category,
        nonlethal: weapon.nonlethal,
        thrownOrProjectile: weapon.thrownOrProjectile,
      },
      target: targetNumbers(target, attacker.size, category),
      strayCandidates: weapon.thrownOrProjectile ? (input.nearby ?? []).filter((other) => !other.dead).map((other) => targetNumbers(other, attacker.size, category)) : [],
      actions: action.cost.actions,
    },
  };
}

/** Sneak, flanking, a prone target (advantage in melee, disadvantage at range) and cover against ranged attacks. */
function advantageLines({ situation, target, weapon }: PlanAttackInput): Modifier[] {
  const lines: Modifier[] = [];
  if (situation.sneak) lines.push({ key: TEAMS_ADVANTAGE_SOURCE.sneak, value: 1 });
  if (situation.flanking) lines.push({ key: TEAMS_ADVANTAGE_SOURCE.flanking, value: 1 });
  if (target.prone) lines.push(weapon.ranged ? { key: TEAMS_ADVANTAGE_SOURCE.proneAtRange, value: -1 } : { key: TEAMS_ADVANTAGE_SOURCE.proneInMelee, value: 1 });
  if (weapon.ranged && target.lasting.rangedDisadvantage) lines.push({ key: TEAMS_ADVANTAGE_SOURCE.cover, value: -1 });
  return lines;
}

/** Guard's +1 to every defence first, then the size difference; neither number goes below 0. */
export function targetNumbers(target: PlannedTargetInput, attackerSize: number, category: DamageCategory): TargetNumbers {
  const guard = Math.max(0, target.lasting.defenceBonus);
  const ownReduction = matchingReduction(category, target.deflection);
  const treated = defencesAgainstAttacker({ evasion: target.evasion + guard, deflection: ownReduction + guard }, attackerSize, target.size);
  const modifiers: Modifier[] = guard === 0 ? [] : [{ key: TEAMS_MODIFIER.guard, value: guard }];
  modifiers.push(...sizeModifiers(attackerSize, target.size));
  return {
    id: target.id,
    evasion: treated.evasion,
    // Typeless damage meets no reduction, so neither Guard nor size gives it one.
    reduction: category === "typeless" ? 0 : treated.deflection,
    modifiers,
    vitals: target.vitals,
    constitution: target.constitution,
  };
}
