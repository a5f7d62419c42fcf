/**
 * A hit as the target's reactions leave it: a Dodge meeting the attack's test result turns it into a
 * miss; a Parry adds its bonus to the physical defense the damage meets; a Block takes the hit on an
 * item (its block value off the damage before any reduction, the rest to the item, what exceeds its
 * durability to the blocker without a second reduction). Damage is then suffered from `vitals`.
 */
import { blockHit, type BlockOutcome } from "../actions/block";
import { dodgeAvoids } from "../actions/defence-test";
import type { AttackOutcome, } from "./attack-outcome";
import type { AttackPlan } from "./attack-plan";
import { hitDamage } from "./damage";
import type { Vitals } from "./harm";
import { sufferDamage } from "./suffer-damage";

export type TakenReaction =
  /** The Dodge test's total, Guard's bonus already in it. */
  | { id: "dodge"; total: number }
  | { id: "parry"; bonus: number }
  | { id: "block"; blockValue: number; durability: number };

export type SettledOutcome = Exclude<AttackOutcome, { kind: "needsStrayRoll" }>;

export interface ReactedAttack {
  outcome: SettledOutcome;
  /** The reduction the damage met, Parry included. */
  reduction: number;
  /** The last Block's result, when the hit was blocked. */
  block: BlockOutcome | null;
  dodged: boolean;
}

/** The target's numbers the outcome was settled against (the intended target or the stray one). */
export function settledTarget(plan: AttackPlan, outcome: SettledOutcome) {
  return outcome.strayed ? (plan.strayCandidates.find((candidate) => candidate.id === outcome.targetId) ?? plan.target) : plan.target;
}

export function outcomeAfterReactions(plan: AttackPlan, outcome: SettledOutcome, reactions: readonly TakenReaction[], vitals?: Vitals): ReactedAttack {
  const target = settledTarget(plan, outcome);
  const base = { reduction: target.reduction, block: null, dodged: false };
  if (outcome.kind !== "hit") return { outcome, ...base };
  if (reactions.some((reaction) => reaction.id === "dodge" && dodgeAvoids(reaction.total, outcome.test.total))) {
    const { keptSet, test, luckRoll, targetId, strayed } = outcome;
    return { outcome: { kind: "miss", keptSet, test, luckRoll, targetId, strayed }, ...base, dodged: true };
  }
  // Parry adds to the physical defense: it changes only the reduction physical damage meets.
  const parried = plan.weapon.damageCategory === "physical" ? reactions.reduce((sum, reaction) => sum + (reaction.id === "parry" ? reaction.bonus : 0), 0) : 0;
  const reduction = target.reduction + parried;
  const weaponDamage = outcome.critical ? plan.weapon.criticalDamage : plan.weapon.damage;
  const struck = hitDamage({ testTotal: outcome.test.total, weaponDamage, reduction });
  const blocks = reactions.filter((reaction) => reaction.id === "block");
  const lastBlock = blocks.at(-1);
  const block = lastBlock ? blockHit({ damage: struck.dealt, blockValue: lastBlock.blockValue, durability: lastBlock.durability }) : null;
  const taken = block ? block.overflow : struck.taken;
  const suffered = sufferDamage({ vitals: vitals ?? target.vitals, amount: taken, constitution: target.constitution, nonlethal: plan.weapon.nonlethal });
  return { outcome: { ...outcome, dealt: struck.dealt, taken, suffered }, reduction, block, dodged: false };
}
