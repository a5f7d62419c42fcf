/**
 * A morale check: 3d6 + Insight modifier + HD + allies, against 11 + opponents, or against the
 * Intimidation result when it answers one (an opposed check).
 */
import { withBonus } from "../../../../core/dice/formula";
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { MORALE_LINE } from "./labels";
import { moraleTriggers, type MoraleSituation, type MoraleTrigger } from "./morale-triggers";

export const MORALE_DICE = "3d6";
export const MORALE_BASE_TN = 11;

export interface MoraleRoller extends MoraleSituation {
  insightModifier: number;
  hitDice: number;
}

export interface MoraleCheck {
  triggers: MoraleTrigger[];
  formula: string;
  lines: Modifier[];
  tn: number;
  tnLines: Modifier[];
  opposed: boolean;
}

export function moraleCheck(m: MoraleRoller): MoraleCheck {
  const lines: Modifier[] = [
    { key: MORALE_LINE.insight, value: m.insightModifier },
    { key: MORALE_LINE.hitDice, value: m.hitDice },
    { key: MORALE_LINE.allies, value: m.allies },
  ];
  const opposed = m.intimidation !== null;
  const tnLines: Modifier[] =
    m.intimidation === null
      ? [
          { key: MORALE_LINE.baseTn, value: MORALE_BASE_TN },
          { key: MORALE_LINE.opponents, value: m.opponents },
        ]
      : [{ key: MORALE_LINE.intimidation, value: m.intimidation }];
  return { triggers: moraleTriggers(m), formula: withBonus(MORALE_DICE, modifierTotal(lines)), lines, tn: modifierTotal(tnLines), tnLines, opposed };
}
