/**
 * Fortify and Resist taken outside an attack (a poison, a fear spell, a fall: the GM names the
 * difficulty). The reaction fixes the test's proficiency (fortitude, resolve); the attribute and skill
 * stay the player's, starting from the reaction's usual pair (defence-ratings.ts). In a started fight
 * it is the round's reaction; out of one only its stamina or focus is paid. A forced reaction (the
 * player confirmed, the GM is told) is taken anyway, with what it spends running out at zero.
 */
import type { Modifier, Reason } from "../../../../core/rules-types";
import { DEFENCE_TEST_CHOICES, guardLines } from "../actions/defence-ratings";
import { checkReaction, takeReaction, type ReactionCost } from "../actions/reactions";
import { teamsReaction } from "../actions/reaction-table";
import { payResources, type Resources } from "../actions/resources";
import { freshBudget, type TeamsBudget } from "../actions/turn-budget";
import type { TestChoice } from "./test-roll";

export const TEST_REACTIONS = ["fortify", "resist"] as const;
export type TestReactionId = (typeof TEST_REACTIONS)[number];

export function isTestReaction(value: unknown): value is TestReactionId {
  return (TEST_REACTIONS as readonly unknown[]).includes(value);
}

/** The test the reaction makes: the picked attribute and skill, the reaction's own proficiency. */
export function reactionTestChoice(reaction: TestReactionId, picked: TestChoice): TestChoice {
  return { ...picked, proficiency: DEFENCE_TEST_CHOICES[reaction].proficiency };
}

/** The reaction's usual test (Boudica's fortify: strength + athletics + fortitude). */
export function usualReactionTest(reaction: TestReactionId): TestChoice {
  return DEFENCE_TEST_CHOICES[reaction];
}

/** What a reaction costs, as its line on the card reads it. */
export function testReactionCost(reaction: TestReactionId): Resources {
  const line = teamsReaction(reaction);
  return { stamina: line.stamina, focus: line.focus };
}

/** Guard's +1 on the defence test, while guarding. */
export function reactionTestLines(guarding: boolean): Modifier[] {
  return guardLines({ guarding });
}

export interface TakenTestReaction {
  ok: true;
  /** The budget after the reaction; null out of a fight (nothing to keep). */
  budget: TeamsBudget | null;
  resources: Resources;
  cost: ReactionCost;
  /** The refusal the player overrode, when it was forced. */
  overridden: Reason | null;
}

/**
 * Takes Fortify or Resist on `budget` (null out of a started fight, where no reaction is counted).
 * Refused without a reaction left or the stamina or focus to pay, unless `force`.
 */
export function takeTestReaction(budget: TeamsBudget | null, resources: Resources, reaction: TestReactionId, force: boolean): TakenTestReaction | { ok: false; reason: Reason } {
  const counted = budget ?? freshBudget();
  const taken = takeReaction(counted, resources, reaction, resources);
  if (taken.ok) return { ok: true, budget: budget ? taken.budget : null, resources: taken.resources, cost: taken.cost, overridden: null };
  if (!force) return taken;
  const check = checkReaction(counted, reaction, { stamina: Number.MAX_SAFE_INTEGER, focus: Number.MAX_SAFE_INTEGER });
  // With the reaction itself still there only the pay was short: the reaction is spent as usual.
  const free = check.ok && check.cost.free;
  const cost: ReactionCost = { ...testReactionCost(reaction), free };
  const spent = free ? { ...counted, freeDefence: false } : { ...counted, reactionsLeft: Math.max(0, counted.reactionsLeft - 1) };
  return {
    ok: true,
    budget: budget ? spent : null,
    resources: payResources(resources, cost),
    cost,
    overridden: taken.reason,
  };
}
