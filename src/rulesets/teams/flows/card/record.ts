/**
 * What a teams attack card's record means, worked out by the pure rules: the settled attack, the
 * reactions its log holds and the hit they leave, whether the damage is applied, and what the target
 * still owes after it (fortify or fall, the death test).
 */
import { resolvePlannedAttack } from "../../rules/combat/attack-outcome";
import type { AttackPlan, TargetNumbers } from "../../rules/combat/attack-plan";
import { interceptedPlan } from "../../rules/combat/intercepted-attack";
import type { Vitals } from "../../rules/combat/harm";
import { outcomeAfterReactions, type ReactedAttack, type SettledOutcome, type TakenReaction } from "../../rules/combat/reacted-outcome";
import type { TeamsAttackRecord, TeamsCardStep } from "../../schema/cards";
import { killingStrikeResult } from "../../rules/combat/killing-strike-plan";

/** The record's plan is the AttackPlan the GM made, kept field for field by the card's spec; after an Intercept, against the interceptor. */
export function planOf(record: TeamsAttackRecord): AttackPlan {
  const plan = record.plan as unknown as AttackPlan;
  const interceptor = interceptOf(record)?.target;
  return interceptor ? interceptedPlan(plan, interceptor as unknown as TargetNumbers) : plan;
}

/** The card's Intercept step, when an ally took the target's place. */
export function interceptOf(record: TeamsAttackRecord): TeamsCardStep | null {
  return record.log.find((step) => step.kind === "intercept") ?? null;
}

/** The attack settled with the recorded faces (null only for a record missing its stray roll). */
export function settledOf(record: TeamsAttackRecord): SettledOutcome | null {
  const { sets, luckFace, strayFace } = record.rolls;
  const outcome = resolvePlannedAttack(planOf(record), { sets, luckFace, ...(strayFace === null ? {} : { strayFace }) });
  return outcome.kind === "needsStrayRoll" ? null : outcome;
}

export function reactionsOf(log: readonly TeamsCardStep[]): TakenReaction[] {
  return log.flatMap((step): TakenReaction[] => {
    if (step.kind === "dodge") return [{ id: "dodge", total: step.test?.total ?? 0 }];
    if (step.kind === "parry") return [{ id: "parry", bonus: step.value }];
    if (step.kind === "block") return [{ id: "block", blockValue: step.value, durability: step.durability }];
    return [];
  });
}

/** The hit as the reactions leave it; `vitals` are the target's now (the GM's apply), else the plan's. */
export function reactedOf(record: TeamsAttackRecord, vitals?: Vitals): ReactedAttack | null {
  const settled = settledOf(record);
  return settled ? outcomeAfterReactions(planOf(record), settled, reactionsOf(record.log), vitals) : null;
}

export function appliedStep(record: TeamsAttackRecord): TeamsCardStep | null {
  return record.log.find((step) => step.kind === "apply") ?? null;
}

export type Prompt = { kind: "fortify" | "deathTest"; difficulty: number };

/** What the damage applied still asks of the target, until a step answers it. */
export function promptOf(record: TeamsAttackRecord): Prompt | null {
  const index = record.log.findIndex((step) => step.kind === "apply");
  const applied = record.log[index];
  if (!applied) return null;
  const answered = (kinds: readonly string[]) => record.log.slice(index + 1).some((step) => kinds.includes(step.kind));
  if (applied.consequence === "fortifyOrFall" && !answered(["fortify", "fall"])) return { kind: "fortify", difficulty: applied.difficulty };
  if (applied.consequence === "unconscious" && applied.risksDeath && !answered(["deathTest"])) return { kind: "deathTest", difficulty: applied.difficulty };
  return null;
}

/** Someone the card names, by token UUID. */
export function personOf(record: TeamsAttackRecord, tokenUuid: string) {
  return record.people.find((person) => person.tokenUuid === tokenUuid) ?? null;
}

/** A killing strike's result: it kills, or it stands as a sneak attack; null for an ordinary attack. */
export function killingOf(record: TeamsAttackRecord): "kills" | "sneakAttack" | null {
  const settled = record.killingStrike ? settledOf(record) : null;
  return settled ? killingStrikeResult(planOf(record), settled) : null;
}
