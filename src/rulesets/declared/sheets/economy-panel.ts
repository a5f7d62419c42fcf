/**
 * The sheet's "this round" panel while its creature is in a started fight, from plain facts: what is
 * left of its Standard, Free and Reaction (the tracker's badges), whether a dying creature has moved,
 * what it declared and at which initiative, and what its wound state allows in a round.
 */
import type { EconomyBadge } from "../../../core/economy";
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
  badges: readonly EconomyBadge[];
  moved: boolean;
  woundState: DeclaredWoundState;
  /** Its declaration this round as the viewer may see it (null: none yet, or hidden from this viewer). */
  declared: { label: string; initiative: number | null } | null;
}

export function declaredEconomyPanel(facts: EconomyFacts) {
  const dead = facts.woundState === "dead";
  return {
    heading: `${K}.heading`,
    // The dead spend nothing: no slots to show.
    badges: dead ? [] : facts.badges.map((badge) => ({ label: badge.label, available: badge.available })),
    // Only a dying creature's movement limits what it may still do.
    moved: facts.woundState === "dying" ? { label: `${K}.moved`, done: facts.moved } : null,
    declared: facts.declared && { label: facts.declared.label, initiative: facts.declared.initiative === null ? "" : String(facts.declared.initiative) },
    declaredLabel: `${K}.declared`,
    initiativeLabel: `${K}.initiative`,
    nothingDeclared: `${K}.nothingDeclared`,
    allowance: ALLOWANCE[facts.woundState] ?? null,
  };
}

export type DeclaredEconomyPanel = ReturnType<typeof declaredEconomyPanel>;
