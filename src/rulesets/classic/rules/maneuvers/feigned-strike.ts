/**
 * Feigned strike: a standard action; the aggressor's Beguile against the opponent's level check
 * (1d20 + HD + Wisdom modifier) or Discern Intent. An opponent who loses is flat-footed for the rest of the round.
 */
import { withBonus } from "../../../../core/dice/formula";
import { settleOpposed, type ManeuverResult, type ManeuverStatus } from "./maneuver-result";

/** The level check the opponent may roll instead of Discern Intent. */
export function feignedStrikeLevelCheckFormula(hitDice: number, wisdomModifier: number): string {
  return withBonus("1d20", hitDice + wisdomModifier);
}

export interface FeignedStrikeEffect {
  defenderStatuses: ManeuverStatus[];
  lasts: "endOfRound";
}

/** Beguile total against the opponent's level check or Discern Intent total. */
export function resolveFeignedStrike(beguileTotal: number, defenderTotal: number): ManeuverResult<FeignedStrikeEffect> {
  return settleOpposed(beguileTotal, defenderTotal, () => ({ defenderStatuses: ["flatFooted"], lasts: "endOfRound" }));
}
