/**
 * The sheet's "this round" panel while its creature is in a started fight, from plain facts: which of
 * its Standard, Free and Reaction it may still take (the tracker's badges, narrowed by what its wound
 * state allows: a dying creature that moved or acted has nothing left), whether a dying creature may
 * still move, what it declared and at which initiative, and what its wound state allows in a round.
 */
import { DECLARED_ACTION_KINDS, mayMove, mayTakeAction } from "../rules/condition/round-allowance";
import type { DeclaredBudget } from "../rules/actions/economy";
import { DECLARED_ECONOMY_BADGE } from "../rules/actions/labels";
import type { DeclaredWoundState } from "../rules/condition/wound-state";

const K = "FRAY.Declared.Sheet.Economy";

/** What a wound state allows beyond the plain round (unhurt and wounded creatures get no note). */
const ALLOWANCE: Partial<Record<DeclaredWoundState, string>> = {
  incapacitated: `${K}.Allowance.incapacitated`,
  dying: `${K}.Allowance.dying`,
  stabilized: `${K}.Allowance.stabilized`,
  dead: `${K}.Allowance.dead`,
};

export interface EconomyFacts {
  budget: DeclaredBudget;
  woundState: DeclaredWoundState;
  /** Its declaration this round as the viewer may see it (null: none yet, or hidden from this viewer). */
  declared: { label: string; initiative: number | null } | null;
}

/** A dying creature's movement: still allowed, or spent (it moved, or it acted and may not move too). */
function movementSlot({ budget, woundState }: EconomyFacts) {
  if (woundState !== "dying") return null;
  // Speed does not matter here, only whether the rules still allow a move.
  const allowed = !budget.moved && mayMove(woundState, budget, 1).ok;
  return { label: budget.moved ? `${K}.moved` : `${K}.move`, available: allowed };
}

export function declaredEconomyPanel(facts: EconomyFacts) {
  const { budget, woundState } = facts;
  // The tracker's Standard, Free and Reaction; the rule also refuses a kind already taken this round.
  const badges = DECLARED_ACTION_KINDS.map((kind) => ({ label: DECLARED_ECONOMY_BADGE[kind], available: mayTakeAction(woundState, budget, kind).ok }));
  return {
    heading: `${K}.heading`,
    // The dead spend nothing: no slots to show.
    badges: woundState === "dead" ? [] : badges,
    movement: movementSlot(facts),
    declared: facts.declared && { label: facts.declared.label, initiative: facts.declared.initiative === null ? "" : String(facts.declared.initiative) },
    declaredLabel: `${K}.declared`,
    initiativeLabel: `${K}.initiative`,
    nothingDeclared: `${K}.nothingDeclared`,
    allowance: ALLOWANCE[woundState] ?? null,
  };
}
