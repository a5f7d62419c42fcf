/**
 * The teams attack dialog as plain data: the weapon, the attribute and proficiency it allows (the best
 * preselected), the situational toggles, what the target's state adds, and what the attack will roll,
 * all from planAttack. When the plan refuses, the reason is shown and Roll is disabled. Pure; the shell
 * only opens the window and reads the form back with attackChoicesFromForm.
 */
import { signed } from "../../../core/format/signed";
import type { Modifier, Translate } from "../../../core/rules-types";
import { planAttack, type AttackSituation, type PlannedAttacker, type PlannedTargetInput, type PlannedWeapon } from "../rules/combat/attack-plan";
import { planKillingStrike } from "../rules/combat/killing-strike-plan";
import { allowedAttributes, allowedProficiencies, bestAttackChoice, type AttackChoice } from "../rules/derived/weapon-choices";
import type { TeamsAttribute, TeamsWeaponProficiency } from "../rules/derived/traits";

const D = "FRAY.Teams.Dialog";

/** One of the attacker's weapons (or natural attacks) as the dialog lists it. */
export interface DialogWeapon {
  id: string;
  name: string;
  weapon: PlannedWeapon;
}

/** What the player picks; absent attribute or proficiency means the best the weapon allows. */
export interface TeamsAttackChoices {
  weaponId: string;
  attribute?: TeamsAttribute;
  /** "" picks no proficiency. */
  proficiency?: TeamsWeaponProficiency | "";
  situation: AttackSituation;
  /** A killing strike on the unconscious target instead of an ordinary attack. */
  killingStrike?: boolean;
}

export interface TeamsAttackDialogFacts {
  attacker: PlannedAttacker;
  weapons: readonly DialogWeapon[];
  target: PlannedTargetInput;
  targetName: string;
  /** The target is unconscious: a killing strike is offered. */
  targetUnconscious?: boolean;
}

export interface DialogLine {
  label: string;
  value: string;
}

export interface TeamsAttackDialogView {
  title: string;
  targetName: string;
  weapons: Record<string, string>;
  weaponId: string;
  /** Only what the weapon allows, each with the attacker's rating beside it. */
  attributes: Record<string, string>;
  attribute: string;
  /** Null when the weapon allows no proficiency. */
  proficiencies: Record<string, string> | null;
  proficiency: string;
  situation: AttackSituation;
  /** Null when the target is not unconscious (no killing strike to offer), else whether it is chosen. */
  killingStrike: { checked: boolean } | null;
  /** What the killing strike's test must meet, when it is chosen. */
  killingNote: string | null;
  /** The target's Guard, cover and prone as read from it, not chosen here. */
  targetState: string[];
  /** What Roll will roll; null when refused. */
  roll: { formula: string; sets: string; advantage: DialogLine[]; modifiers: DialogLine[] } | null;
  refusal: string | null;
  canRoll: boolean;
}

/** The weapon's allowed choice, keeping the player's pick where the weapon allows it and the best elsewhere. */
export function dialogChoice(weapon: PlannedWeapon, attacker: PlannedAttacker, choices: TeamsAttackChoices): AttackChoice | null {
  const best = bestAttackChoice(weapon, attacker.ratings);
  if (!best) return null;
  const attribute = choices.attribute !== undefined && weapon.attributes[choices.attribute] ? choices.attribute : best.attribute;
  if (choices.proficiency === "") return { attribute, proficiency: null };
  const proficiency = choices.proficiency !== undefined && weapon.proficiencies[choices.proficiency] ? choices.proficiency : best.proficiency;
  return { attribute, proficiency };
}

export function teamsAttackDialogView(facts: TeamsAttackDialogFacts, choices: TeamsAttackChoices, t: Translate): TeamsAttackDialogView {
  const chosen = facts.weapons.find((entry) => entry.id === choices.weaponId) ?? facts.weapons[0];
  if (!chosen) throw new Error("the attack dialog needs at least one weapon");
  const { weapon } = chosen;
  const { ratings } = facts.attacker;
  const choice = dialogChoice(weapon, facts.attacker, choices);
  const proficiencyNames = allowedProficiencies(weapon);
  const killing = facts.targetUnconscious === true && choices.killingStrike === true;
  const input = choice ? { attacker: facts.attacker, weapon, choice, target: facts.target, situation: choices.situation } : null;
  const decision = input ? (killing ? planKillingStrike({ ...input, targetUnconscious: true }) : planAttack(input)) : null;
  const plan = decision?.ok ? decision.plan : null;
  const refusal = decision === null ? t(`${D}.NoAttribute`) : decision.ok ? null : t(decision.reason.key, decision.reason.data);
  return {
    title: t(`${D}.Title`, { weapon: chosen.name }),
    targetName: facts.targetName,
    weapons: Object.fromEntries(facts.weapons.map((entry) => [entry.id, entry.name])),
    weaponId: chosen.id,
    attributes: Object.fromEntries(allowedAttributes(weapon).map((key) => [key, `${t(`FRAY.Teams.Sheet.Attribute.${key}`)} (${ratings.attributes[key]})`])),
    attribute: choice?.attribute ?? "",
    proficiencies: proficiencyNames.length === 0
      ? null
      : {
          "": t(`${D}.NoProficiency`),
          ...Object.fromEntries(proficiencyNames.map((key) => [key, `${t(`FRAY.Teams.Sheet.Proficiency.${key}`)} (${signed(ratings.proficiencies[key])})`])),
        },
    proficiency: choice?.proficiency ?? "",
    situation: choices.situation,
    killingStrike: facts.targetUnconscious === true ? { checked: killing } : null,
    killingNote: killing ? t(`${D}.KillingNote`, { constitution: facts.target.constitution }) : null,
    targetState: targetState(facts.target, t),
    roll: plan && {
      formula: plan.testFormula,
      sets: plan.diceSets === 1
        ? t(`${D}.OneSet`, { set: plan.setFormula })
        : t(`${D}.${plan.advantage > 0 ? "SetsKeepBest" : "SetsKeepWorst"}`, { sets: plan.diceSets, set: plan.setFormula }),
      advantage: plan.advantageSources.map((line) => ({ label: t(line.key), value: t(`FRAY.Teams.Card.${line.value > 0 ? "Advantage" : "Disadvantage"}`) })),
      modifiers: plan.modifiers.map((line) => modifierLine(line, t)),
    },
    refusal,
    canRoll: plan !== null,
  };
}

function modifierLine(line: Modifier, t: Translate): DialogLine {
  return { label: t(line.key, line.data), value: signed(line.value) };
}

function targetState(target: PlannedTargetInput, t: Translate): string[] {
  const state: string[] = [];
  if (target.lasting.defenceBonus > 0) state.push(t(`${D}.TargetGuard`, { bonus: target.lasting.defenceBonus }));
  if (target.lasting.rangedDisadvantage) state.push(t(`${D}.TargetCover`));
  if (target.prone) state.push(t(`${D}.TargetProne`));
  return state;
}

/** Reads the submitted form back; anything missing or foreign falls back to the best choice. */
export function attackChoicesFromForm(raw: Record<string, unknown>, weapons: readonly DialogWeapon[]): TeamsAttackChoices {
  const weaponId = typeof raw.weaponId === "string" && weapons.some((entry) => entry.id === raw.weaponId) ? raw.weaponId : (weapons[0]?.id ?? "");
  const weapon = weapons.find((entry) => entry.id === weaponId)?.weapon;
  const attribute = weapon && typeof raw.attribute === "string" && weapon.attributes[raw.attribute as TeamsAttribute] ? (raw.attribute as TeamsAttribute) : undefined;
  const proficiency = raw.proficiency === "" ? "" : weapon && typeof raw.proficiency === "string" && weapon.proficiencies[raw.proficiency as TeamsWeaponProficiency] ? (raw.proficiency as TeamsWeaponProficiency) : undefined;
  return {
    weaponId,
    ...(attribute ? { attribute } : {}),
    ...(proficiency !== undefined ? { proficiency } : {}),
    situation: { sneak: raw.sneak === true, flanking: raw.flanking === true },
    ...(raw.killingStrike === true ? { killingStrike: true } : {}),
  };
}
