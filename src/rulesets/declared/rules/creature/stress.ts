/**
 * Maximum Stress: one die per HD and per class level, each die plus the Strength modifier
 * (a Leonin Fiend's 2 HD and 3 Hunter levels on d8 with STR +3 is 5d8+15).
 */
import { withBonus } from "../../../../core/dice/formula";
import { refuse, type Decision } from "../../../../core/rules-types";
import { DECLARED_CREATURE_REFUSAL } from "./labels";

export const DECLARED_STRESS_DICE = [4, 6, 8, 10, 12] as const;

export interface StressDiceInput {
  hitDice: number;
  /** Class levels add a die each; monsters without a class have 0. */
  classLevels: number;
  /** Faces of the Stress die (8 for a d8). */
  die: number;
  strengthModifier: number;
}

export interface StressDice {
  /** What the shell rolls for the maximum: "5d8+15". */
  formula: string;
  dice: number;
  /** The expected maximum, e.g. 37.5 for 5d8+15; never below 0. */
  average: number;
}

export function stressDice(input: StressDiceInput): Decision<StressDice> {
  const dice = input.hitDice + input.classLevels;
  if (!Number.isInteger(dice) || dice < 1) return refuse(DECLARED_CREATURE_REFUSAL.noHitDice);
  if (!(DECLARED_STRESS_DICE as readonly number[]).includes(input.die)) return refuse(DECLARED_CREATURE_REFUSAL.stressDie, { die: input.die });
  const bonus = dice * input.strengthModifier;
  const average = Math.max(0, (dice * (input.die + 1)) / 2 + bonus);
  return { ok: true, formula: withBonus(`${dice}d${input.die}`, bonus), dice, average };
}

/** A rolled maximum below 0 (many dice and a heavy Strength penalty) counts as 0: every hit then goes to Wound Points. */
export function maximumStress(rolledTotal: number): number {
  return Math.max(0, rolledTotal);
}
