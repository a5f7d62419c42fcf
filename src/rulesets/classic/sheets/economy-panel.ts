/**
 * The sheet's "this round" panel while its creature is in a started fight: what is left of its turn
 * (move, standard or the attacks left of its iteratives, swift, 5-foot step, full round) and of its
 * round's immediate action, with the kind that locks the others out. Plain facts in, slots out.
 */
import type { ClassicBudget } from "../rules/actions/budget";
import { classicBudgetLeft } from "../rules/actions/budget-left";
import { CLASSIC_IMMEDIATE_KIND } from "../rules/actions/labels";

const K = "FRAY.Classic.Sheet.Economy";

/** Attacks per round from the iteratives; attacks of opportunity per round from the sheet (Battle Prowess). */
export function classicEconomyPanel(budget: ClassicBudget, attacksPerRound: number, opportunitiesPerRound = 1) {
  const left = classicBudgetLeft(budget, attacksPerRound, opportunitiesPerRound);
  const slot = (key: string, available: boolean) => ({ key, label: `${K}.${key}`, available });
  return {
    heading: `${K}.heading`,
    slots: [
      slot("move", left.move),
      slot("standard", left.standard),
      { ...slot("attacks", left.attacksLeft > 0), count: `${left.attacksLeft}/${attacksPerRound}` },
      slot("swift", left.swift),
      slot("fiveFootStep", left.fiveFootStep),
      slot("fullRound", left.fullRound),
      slot("immediate", left.immediate),
    ],
    lock: left.immediateLock && { label: `${K}.lockedTo`, kind: CLASSIC_IMMEDIATE_KIND[left.immediateLock] },
  };
}

export type ClassicEconomyPanel = ReturnType<typeof classicEconomyPanel>;
