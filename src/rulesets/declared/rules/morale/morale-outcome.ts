/**
 * The outcome of a morale check: meeting the TN holds, as an attack equal to Defense hits (an opposed
 * check tied with the Intimidation result holds too). An outcome the GM marks obvious fails without a
 * roll. A monster that fails flees or surrenders: the GM picks which.
 */
import type { Reason } from "../../../../core/rules-types";
import { MORALE_OUTCOME } from "./labels";

export type MoraleRoll = { obvious: true } | { obvious: false; total: number };

export type MoraleOutcome = { holds: true; reason: Reason } | { holds: false; reason: Reason; choices: [Reason, Reason] };

const brokenChoices = (): [Reason, Reason] => [{ key: MORALE_OUTCOME.flees }, { key: MORALE_OUTCOME.surrenders }];

export function moraleOutcome(tn: number, roll: MoraleRoll): MoraleOutcome {
  if (roll.obvious) return { holds: false, reason: { key: MORALE_OUTCOME.obvious }, choices: brokenChoices() };
  const data = { total: roll.total, tn };
  if (roll.total >= tn) return { holds: true, reason: { key: MORALE_OUTCOME.holds, data } };
  return { holds: false, reason: { key: MORALE_OUTCOME.breaks, data }, choices: brokenChoices() };
}
