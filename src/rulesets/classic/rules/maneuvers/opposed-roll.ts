/**
 * Opposed rolls: both sides roll 1d20 plus their lines, the higher total wins, and a tie is rolled again
 * until settled. Size modifiers apply where a maneuver says so; a damaging Attack of Opportunity costs the
 * aggressor −4 on the roll that follows.
 */
import { withBonus } from "../../../../core/dice/formula";
import { modifierTotal, type Modifier } from "../../../../core/rules-types";
import { CLASSIC_MANEUVER_LINE as L } from "./labels";
import { sizeManeuverModifier, type ClassicSize } from "../character/size";

export const AOO_DAMAGE_PENALTY = -4;

export type OpposedWinner = "aggressor" | "defender" | "reroll";

/** Who won on these rolled totals; equal totals are rolled again. */
export function opposedWinner(aggressorTotal: number, defenderTotal: number): OpposedWinner {
  if (aggressorTotal === defenderTotal) return "reroll";
  return aggressorTotal > defenderTotal ? "aggressor" : "defender";
}

export interface OpposedSide {
  /** The roll's own modifier (grapple modifier, Strength, Dexterity, attack bonus …). */
  modifier: number;
  size: ClassicSize;
}

export interface OpposedRollInput {
  aggressor: OpposedSide;
  defender: OpposedSide;
  /** Whether size modifiers are added here (not for grapple rolls: the grapple modifier holds its size already). */
  sizeApplies: boolean;
  /** The defender's Attack of Opportunity against the attempt dealt damage. */
  aggressorTookAooDamage: boolean;
}

export interface SideRoll {
  lines: Modifier[];
  formula: string;
}

export interface OpposedRollPlan {
  aggressor: SideRoll;
  defender: SideRoll;
}

function sideRoll(side: OpposedSide, sizeApplies: boolean, extra: readonly Modifier[]): SideRoll {
  const lines: Modifier[] = [{ key: L.modifier, value: side.modifier }];
  const size = sizeApplies ? sizeManeuverModifier(side.size) : 0;
  if (size !== 0) lines.push({ key: L.size, value: size });
  lines.push(...extra);
  return { lines, formula: withBonus("1d20", modifierTotal(lines)) };
}

/** Both sides' formulas and itemised lines for the opposed roll. */
export function planOpposedRoll(input: OpposedRollInput): OpposedRollPlan {
  const penalty = input.aggressorTookAooDamage ? [{ key: L.attackOfOpportunity, value: AOO_DAMAGE_PENALTY }] : [];
  return { aggressor: sideRoll(input.aggressor, input.sizeApplies, penalty), defender: sideRoll(input.defender, input.sizeApplies, []) };
}
