/**
 * The classic action budget: a move, a standard (or its attack actions, or a second move), a swift
 * action and free actions on the creature's own turn, or one full-round action instead; and the
 * immediate actions of the round. A new round gives back the immediate count; the creature's own
 * turn gives back its turn's actions and lifts the immediate exclusivity.
 */
import type { EconomyBadge, RulesetEconomy } from "../../../../core/economy";
import { readBySpec } from "../../../../core/schema/read";
import { initialData, spec, type Infer } from "../../../../core/schema/spec";
import { CLASSIC_ECONOMY_BADGE } from "./labels";

/** What the standard slot went to this turn: still free, a standard action, attack actions, a second move, or a full-round action. */
export const STANDARD_USES = ["unused", "standard", "attacks", "move", "fullRound"] as const;
/** The immediate action that shuts the other kinds until the creature's next turn. */
export const IMMEDIATE_KINDS = ["opportunity", "counterspell", "other"] as const;
export type ClassicImmediateKind = (typeof IMMEDIATE_KINDS)[number];

const budgetSchema = spec.object({
  standard: spec.choice(STANDARD_USES, "unused"),
  attacks: spec.integer(0, { min: 0, max: 20 }),
  moves: spec.integer(0, { min: 0, max: 2 }),
  fiveFootStep: spec.boolean(false),
  swift: spec.boolean(false),
  /** Free actions taken this turn, by name: no two may be the same. */
  free: spec.array(spec.text()),
  /** Immediate actions used this round. */
  immediates: spec.integer(0, { min: 0, max: 20 }),
  immediateLock: spec.choice(["none", ...IMMEDIATE_KINDS], "none"),
});
export type ClassicBudget = Infer<typeof budgetSchema>;

const fresh = (): ClassicBudget => initialData(budgetSchema);

/** Moves the turn allows: one, two once the standard has been given up for a move. */
export const movesAllowed = (budget: ClassicBudget): number => (budget.standard === "move" ? 2 : 1);

export const classicEconomy: RulesetEconomy<ClassicBudget> = {
  fresh,
  read: (stored) => readBySpec(budgetSchema, fresh, stored),
  roundStart: (budget) => ({ ...budget, immediates: 0 }),
  turnStart: (budget) => ({ ...fresh(), immediates: budget.immediates }),
  badges: (budget): EconomyBadge[] => {
    const fullRound = budget.standard === "fullRound";
    return [
      { label: CLASSIC_ECONOMY_BADGE.move, available: !fullRound && (budget.moves < movesAllowed(budget) || budget.standard === "unused") },
      { label: CLASSIC_ECONOMY_BADGE.standard, available: budget.standard === "unused" },
      { label: CLASSIC_ECONOMY_BADGE.swift, available: !fullRound && !budget.swift },
      { label: CLASSIC_ECONOMY_BADGE.immediate, available: budget.immediates === 0 && budget.immediateLock === "none" },
    ];
  },
};
