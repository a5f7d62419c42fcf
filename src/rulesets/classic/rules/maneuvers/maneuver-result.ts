/** How an opposed maneuver ends: rolled again on a tie, failed when the defender wins, or what changes when the aggressor wins. */
import type { Reason } from "../../../../core/rules-types";
import type { ClassicStatusId } from "../character/statuses";
import { CLASSIC_MANEUVER_REFUSAL as R } from "./labels";
import { opposedWinner } from "./opposed-roll";

export type ManeuverResult<T> = { outcome: "reroll" } | { outcome: "failed"; reason: Reason } | ({ outcome: "succeeded" } & T);

/** Statuses a maneuver puts on or takes off a creature. */
export type ManeuverStatus = ClassicStatusId;

/** Settles the opposed totals; `onWin` says what changes when the aggressor wins. */
export function settleOpposed<T extends object>(aggressorTotal: number, defenderTotal: number, onWin: () => T): ManeuverResult<T> {
  const winner = opposedWinner(aggressorTotal, defenderTotal);
  if (winner === "reroll") return { outcome: "reroll" };
  if (winner === "defender") return { outcome: "failed", reason: { key: R.defenderWon } };
  return { outcome: "succeeded", ...onWin() };
}
