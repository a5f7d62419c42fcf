/**
 * Which reactions a combatant is offered at one moment of an incoming attack, each with its cost or
 * why it is refused. Whether each may be taken is `checkReaction`'s answer; this file only knows when
 * each reaction fits:
 * - declared (nothing rolled): an ally of the target may Intercept; the target has nothing to answer yet.
 * - hit (the test met the evasion, damage not worked out): Dodge, Parry, Block, and the effect's
 *   defence (Fortify for physical, Resist for mental).
 * - damage (the damage is known, not yet taken): Block, and the effect's defence.
 */
import type { Reason } from "../../../../core/rules-types";
import type { TeamsCondition } from "../derived/conditions";
import { TEAMS_ECONOMY_REFUSAL as ECONOMY_REFUSAL } from "./labels";
import { checkReaction, type ReactionCost, type ReactionItem } from "./reactions";
import { TEAMS_REACTION_IDS, type TeamsReactionId } from "./reaction-table";
import type { Resources } from "./resources";
import type { TeamsBudget } from "./turn-budget";

export type IncomingMoment = "declared" | "hit" | "damage";
/** What a hit would do besides damage; losing consciousness from missing health is a physical one. */
export type IncomingEffect = "physical" | "mental";
/** The attacked character, or an ally of it within reach. */
export type DefenderRole = "target" | "ally";

export interface IncomingAttack {
  moment: IncomingMoment;
  effects: readonly IncomingEffect[];
}

export interface WieldedItem extends ReactionItem {
  id: string;
}

export interface Defender extends Resources {
  role: DefenderRole;
  budget: TeamsBudget;
  /** Items in hand (Brandish chose them); only these block or parry. */
  wielded: readonly WieldedItem[];
  conditions: readonly TeamsCondition[];
}

export interface OfferedReaction {
  id: TeamsReactionId;
  cost: ReactionCost;
  /** For Block and Parry: the wielded items that can take it. */
  itemIds?: string[];
}

export interface RefusedReaction {
  id: TeamsReactionId;
  reason: Reason;
  /** The one item in hand a Block or Parry was refused with (it cannot block, or is broken), for the card to name. */
  itemId?: string;
}

export interface ReactionOffer {
  offered: OfferedReaction[];
  refused: RefusedReaction[];
}

export const OFFER_REFUSAL = {
  unconscious: "FRAY.Teams.Offer.Refusal.unconscious",
  dead: "FRAY.Teams.Offer.Refusal.dead",
  noBlockingItem: "FRAY.Teams.Offer.Refusal.noBlockingItem",
  noParryingItem: "FRAY.Teams.Offer.Refusal.noParryingItem",
} as const;

/** Reasons that lie with the item in hand rather than the defender's budget or resources. */
const ITEM_REASONS: readonly string[] = [ECONOMY_REFUSAL.itemCannotBlock, ECONOMY_REFUSAL.itemBroken, ECONOMY_REFUSAL.noItem];
const NO_ITEM_FOR: Record<"block" | "parry", string> = { block: OFFER_REFUSAL.noBlockingItem, parry: OFFER_REFUSAL.noParryingItem };

const EFFECT_DEFENCE: Record<IncomingEffect, TeamsReactionId> = { physical: "fortify", mental: "resist" };

/** What answers an attack, by role and moment; a moment left out has no answer. */
const ATTACK_ANSWERS: Record<DefenderRole, Partial<Record<IncomingMoment, readonly TeamsReactionId[]>>> = {
  target: { hit: ["dodge", "parry", "block"], damage: ["block"] },
  ally: { declared: ["intercept"] },
};

/** The reactions that fit this moment for this role, in the chapter's table order. */
export function fittingReactions(role: DefenderRole, attack: IncomingAttack): TeamsReactionId[] {
  const fitting = new Set(ATTACK_ANSWERS[role][attack.moment]);
  // The effects land on the target once it is hit; an ally has no effect to prevent.
  if (role === "target" && attack.moment !== "declared") for (const effect of attack.effects) fitting.add(EFFECT_DEFENCE[effect]);
  return TEAMS_REACTION_IDS.filter((id) => fitting.has(id));
}

export function offeredReactions(defender: Defender, attack: IncomingAttack): ReactionOffer {
  const fitting = fittingReactions(defender.role, attack);
  const senseless = senselessReason(defender.conditions);
  if (senseless) return { offered: [], refused: fitting.map((id) => ({ id, reason: { key: senseless } })) };
  const offer: ReactionOffer = { offered: [], refused: [] };
  for (const id of fitting) {
    const answer = id === "block" || id === "parry" ? withItem(defender, id) : checked(defender, id, null);
    if ("cost" in answer) offer.offered.push(answer);
    else offer.refused.push(answer);
  }
  return offer;
}

/** A dead character is also unconscious; the death is the reason worth telling. */
function senselessReason(conditions: readonly TeamsCondition[]): string | null {
  if (conditions.includes("dead")) return OFFER_REFUSAL.dead;
  if (conditions.includes("unconscious")) return OFFER_REFUSAL.unconscious;
  return null;
}

function checked(defender: Defender, id: TeamsReactionId, item: ReactionItem | null): OfferedReaction | RefusedReaction {
  const check = checkReaction(defender.budget, id, { stamina: defender.stamina, focus: defender.focus, item });
  return check.ok ? { id, cost: check.cost } : { id, reason: check.reason };
}

/**
 * Offered with every wielded item that can take it. When none can: a reason that is not the item's
 * (no reaction left, not enough stamina) comes first; else the item is named (the one broken item
 * that could take it, or the only one in hand); otherwise no item in hand can take it.
 */
function withItem(defender: Defender, id: "block" | "parry"): OfferedReaction | RefusedReaction {
  const answers = defender.wielded.map((item) => ({ item, answer: checked(defender, id, item) }));
  const usable = answers.filter(({ answer }) => "cost" in answer);
  const first = usable[0]?.answer;
  if (first && "cost" in first) return { id, cost: first.cost, itemIds: usable.map(({ item }) => item.id) };
  const refusals = answers.flatMap(({ item, answer }) => ("reason" in answer ? [{ item, answer }] : []));
  const notTheItem = refusals.find(({ answer }) => !ITEM_REASONS.includes(answer.reason.key));
  if (notTheItem) return notTheItem.answer;
  const bare = checked(defender, id, null);
  if ("reason" in bare && !ITEM_REASONS.includes(bare.reason.key)) return bare;
  // The item worth naming: the only one that could take it but is broken, else the only one in hand.
  const broken = refusals.filter(({ answer }) => answer.reason.key !== ECONOMY_REFUSAL.itemCannotBlock);
  const named = broken.length === 1 ? broken[0] : refusals.length === 1 ? refusals[0] : undefined;
  return named ? { ...named.answer, itemId: named.item.id } : { id, reason: { key: NO_ITEM_FOR[id] } };
}
