/**
 * Using a consumable and intimidating a monster, as the chapter's actions read them (Step 3 and Step 4):
 * a consumable is used up one at a time and none is left at 0; an Intimidation check is a d20 plus the
 * Intimidation skill, as every skill check of this family is a d20 plus the skill, made against one
 * monster in the same fight (its result is what the monster's end-of-round morale check opposes). Pure.
 */
import { withBonus } from "../../../../core/dice/formula";
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";

const P = "FRAY.Declared.Use";

export const USE_RULE_REFUSAL = {
  noneLeft: `${P}.Refusal.NoneLeft`,
  notAMonster: `${P}.Refusal.NotAMonster`,
  notInFight: `${P}.Refusal.NotInFight`,
  notSameFight: `${P}.Refusal.NotSameFight`,
  self: `${P}.Refusal.Self`,
} as const;

export const INTIMIDATION_CHECK_DIE = "1d20";
export const INTIMIDATION_SKILL_LINE = `${P}.Line.Intimidation`;

/** One use of a consumable: one fewer left; refused when none is left. */
export function useConsumable(quantity: number): Decision<{ left: number }> {
  if (quantity < 1) return refuse(USE_RULE_REFUSAL.noneLeft);
  return { ok: true, left: quantity - 1 };
}

export function intimidationCheck(bonus: number): { formula: string; lines: Modifier[] } {
  return { formula: withBonus(INTIMIDATION_CHECK_DIE, bonus), lines: [{ key: INTIMIDATION_SKILL_LINE, value: bonus }] };
}

export interface IntimidationTargetFacts {
  /** The intimidator is a combatant of a started fight. */
  inFight: boolean;
  /** The target is a combatant of that same fight. */
  sameFight: boolean;
  targetIsMonster: boolean;
  targetIsSelf: boolean;
}

/** Whom an Intimidation check may target: another creature, a monster (only monsters check morale), in the intimidator's started fight. */
export function intimidationTarget(facts: IntimidationTargetFacts): Decision<Record<never, never>> {
  if (facts.targetIsSelf) return refuse(USE_RULE_REFUSAL.self);
  if (!facts.targetIsMonster) return refuse(USE_RULE_REFUSAL.notAMonster);
  if (!facts.inFight) return refuse(USE_RULE_REFUSAL.notInFight);
  if (!facts.sameFight) return refuse(USE_RULE_REFUSAL.notSameFight);
  return { ok: true };
}
