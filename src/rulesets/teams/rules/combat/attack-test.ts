/**
 * The attack test: one attribute die the weapon allows, the combat skill die, and a proficiency the
 * weapon allows, less the multiple attack penalty.
 */
import type { Modifier } from "../../../../core/rules-types";
import { TEAMS_MODIFIER } from "./labels";

/** Each attack made earlier in the same round, maneuvers included, costs −2. */
export const MULTIPLE_ATTACK_STEP = -2;

export function multipleAttackPenalty(earlierAttacksThisRound: number): number {
  const earlier = Math.trunc(earlierAttacksThisRound);
  return earlier > 0 ? MULTIPLE_ATTACK_STEP * earlier : 0;
}

export interface AttackTestInput {
  /** Face rolled on the attribute die (of the kept set, when there was advantage). */
  attributeRoll: number;
  /** Face rolled on the combat skill die (of the same kept set). */
  combatSkillRoll: number;
  /** The chosen proficiency's flat bonus. */
  proficiency: number;
  /** Attacks and maneuvers this character already made this round. */
  earlierAttacksThisRound: number;
  /** Situational lines the shell adds (Guard, cover …), each already signed. */
  situational?: readonly Modifier[];
}

export interface AttackTest {
  total: number;
  /** Every line of the total, for the chat card. */
  modifiers: Modifier[];
}

export function attackTest(input: AttackTestInput): AttackTest {
  const modifiers: Modifier[] = [
    { key: TEAMS_MODIFIER.attribute, value: input.attributeRoll },
    { key: TEAMS_MODIFIER.combatSkill, value: input.combatSkillRoll },
  ];
  if (input.proficiency !== 0) modifiers.push({ key: TEAMS_MODIFIER.proficiency, value: input.proficiency });
  const penalty = multipleAttackPenalty(input.earlierAttacksThisRound);
  if (penalty !== 0) modifiers.push({ key: TEAMS_MODIFIER.multipleAttack, value: penalty, data: { attacks: input.earlierAttacksThisRound } });
  modifiers.push(...(input.situational ?? []));
  return { total: modifiers.reduce((sum, m) => sum + m.value, 0), modifiers };
}
