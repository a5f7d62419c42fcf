import type { RulesetEconomy } from "../../../core/economy";
import { readBySpec } from "../../../core/schema/read";
import { spec } from "../../../core/schema/spec";
import { endRound, freshRound, remaining, startTurn, type RoundActions } from "./combat/action-economy";

/** What a combatant's stored round budget may hold (the Combat's round state keeps it by combatant id). */
const count = () => spec.integer(0, { min: 0 });
export const roundActionsSpec = spec.object({
  mainSpent: spec.boolean(),
  movesTaken: count(),
  freeUsed: count(),
  instantsUsed: count(),
  held: spec.boolean(),
  heldReleased: spec.boolean(),
  disengaged: spec.boolean(),
  chargedThisRound: spec.boolean(),
  totalDefense: spec.boolean(),
  shieldUsed: spec.boolean(),
});

/** The sides action budget in the tracker: Main, Move, a second Move bought with the Main; holding and Total Defense when on. */
export const sidesEconomy: RulesetEconomy<RoundActions> = {
  fresh: freshRound,
  read: (stored) => readBySpec(roundActionsSpec, freshRound, stored),
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
