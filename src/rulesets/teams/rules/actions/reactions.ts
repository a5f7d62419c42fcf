/**
 * Whether a combatant may react now and what it costs, and taking the reaction. Reactions are taken
 * on anyone's turn. Intercept leaves a free defensive reaction, which skips the reaction limit but
 * still costs its stamina or focus.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { TEAMS_ECONOMY_REFUSAL as REFUSAL } from "./labels";
import { teamsReaction, type TeamsReactionId } from "./reaction-table";
import { missingResource, payResources, type Resources } from "./resources";
import type { TeamsBudget } from "./turn-budget";

/** The wielded item a Block or Parry uses: null values are properties it does not have. */
export interface ReactionItem {
  blockValue: number | null;
  parryValue: number | null;
  durability: number;
}

export interface ReactionContext extends Resources {
  item?: ReactionItem | null;
}

export interface ReactionCost {
  stamina: number;
  focus: number;
  /** Intercept's free defensive reaction pays for it, not the reaction of the round. */
  free: boolean;
}

export function checkReaction(budget: TeamsBudget, id: TeamsReactionId, ctx: ReactionContext): Decision<{ cost: ReactionCost }> {
  const line = teamsReaction(id);
  const free = line.defensive && budget.freeDefence;
  if (!free && budget.reactionsLeft < 1) return refuse(REFUSAL.noReactionLeft);
  const itemRefusal = line.usesItem ? itemProblem(id, ctx.item ?? null) : null;
  if (itemRefusal) return refuse(itemRefusal);
  const cost = { stamina: line.stamina, focus: line.focus, free };
  const missing = missingResource(ctx, cost);
  if (missing === "stamina") return refuse(REFUSAL.notEnoughStamina, { needed: cost.stamina, left: ctx.stamina });
  if (missing === "focus") return refuse(REFUSAL.notEnoughFocus, { needed: cost.focus, left: ctx.focus });
  return { ok: true, cost };
}

/** Broken items (zero durability) cannot block or parry; only an item with the block property blocks. */
function itemProblem(id: TeamsReactionId, item: ReactionItem | null): string | null {
  if (!item) return REFUSAL.noItem;
  if (item.durability <= 0) return REFUSAL.itemBroken;
  if (id === "block" && (item.blockValue ?? 0) <= 0) return REFUSAL.itemCannotBlock;
  return null;
}

export type TakenReaction = Decision<{ budget: TeamsBudget; resources: Resources; cost: ReactionCost }>;

export function takeReaction(budget: TeamsBudget, resources: Resources, id: TeamsReactionId, ctx: ReactionContext): TakenReaction {
  const check = checkReaction(budget, id, { ...ctx, ...resources });
  if (!check.ok) return check;
  const spent = check.cost.free ? { ...budget, freeDefence: false } : { ...budget, reactionsLeft: budget.reactionsLeft - 1 };
  const next = id === "intercept" ? { ...spent, freeDefence: true } : spent;
  return { ok: true, budget: next, resources: payResources(resources, check.cost), cost: check.cost };
}
