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
}

export interface ReactionOffer {
  offered: OfferedReaction[];
  refused: RefusedReaction[];
}

export const OFFER_REFUSAL = {
  unconscious: "FRAY.Teams.Offer.Refusal.unconscious",
  dead: "FRAY.Teams.Offer.Refusal.dead",
} as const;

const EFFECT_DEFENCE: Record<IncomingEffect, TeamsReactionId> = { physical: "fortify", mental: "resist" };

const ATTACK_ANSWERS: Record<DefenderRole, Record<IncomingMoment, readonly TeamsReactionId[]>> = {
  target: { declared: [], hit: ["dodge", "parry", "block"], damage: ["block"] },
  ally: { declared: ["intercept"], hit: [], damage: [] },
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

/** Offered with every wielded item that can take it; refused with the first item's reason when none can. */
function withItem(defender: Defender, id: "block" | "parry"): OfferedReaction | RefusedReaction {
  const answers = defender.wielded.map((item) => ({ item, answer: checked(defender, id, item) }));
  const usable = answers.filter(({ answer }) => "cost" in answer);
  const first = usable[0]?.answer;
  if (first && "cost" in first) return { id, cost: first.cost, itemIds: usable.map(({ item }) => item.id) };
  return answers[0]?.answer ?? checked(defender, id, null);
}
