import type { RulesetEconomy } from "../../../core/economy";
import { endRound, freshRound, remaining, startTurn, type RoundActions } from "./combat/action-economy";

/** The sides action budget in the tracker: Main, Move, a second Move bought with the Main; holding and Total Defense when on. */
export const sidesEconomy: RulesetEconomy<RoundActions> = {
  fresh: freshRound,
  read: (stored) => {
    const fresh = freshRound();
    if (typeof stored !== "object" || stored === null) return fresh;
    const data = stored as Record<string, unknown>;
    // Keep only known fields of the right type, so a damaged flag can never break the tracker.
    const entries = Object.entries(fresh).map(([key, value]) => [key, typeof data[key] === typeof value ? data[key] : value]);
    return Object.fromEntries(entries) as unknown as RoundActions;
  },
  roundStart: (state) => endRound(state).state,
  turnStart: startTurn,
  badges: (state) => {
    const left = remaining(state);
    const markers = [
      ...(state.held ? [{ label: "FRAY.Sides.Economy.holding", available: true }] : []),
      ...(state.totalDefense ? [{ label: "FRAY.Sides.Economy.totalDefense", available: true }] : []),
    ];
    return [
      { label: "FRAY.Sides.Economy.main", available: left.main },
      { label: "FRAY.Sides.Economy.move", available: left.move },
      { label: "FRAY.Sides.Economy.secondMove", available: left.secondMove },
      ...markers,
    ];
  },
};
