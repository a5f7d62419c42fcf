/**
 * A planned attack settled with the numbers the shell rolled: the kept set of dice, the luck roll,
 * whether the attack strayed, hit, missed or was critical, the damage after reduction, and what that
 * damage does to whoever was hit — ready for the chat card and for the GM to apply.
 */
import { luckRoll } from "../derived/luck";
import { keptSetIndex } from "./advantage";
import type { AttackPlan, TargetNumbers } from "./attack-plan";
import { attackTest, type AttackTest } from "./attack-test";
import { attackTargeting, strayTargetFromRoll } from "./luck";
import { resolveAttack } from "./resolve-attack";
import { sufferDamage, type SufferedDamage } from "./suffer-damage";

/** One rolled set: the faces of the attribute die and the combat skill die. */
export interface RolledSet {
  attribute: number;
  combatSkill: number;
}

export interface AttackRolls {
  /** As many sets as the plan's diceSets, in the order rolled. */
  sets: readonly RolledSet[];
  /** The luck die's face (the luck modifier is added here). */
  luckFace: number;
  /** The 1d(candidates) face that picks a stray target, once the outcome asked for it. */
  strayFace?: number;
}

interface Settled {
  /** The kept set's index among the rolled sets. */
  keptSet: number;
  test: AttackTest;
  luckRoll: number;
  /** Who the attack ended up against. */
  targetId: string;
  /** A thrown or projectile mishap sent it to someone within 1 m of the intended target. */
  strayed: boolean;
}

export type AttackOutcome =
  /** The luck roll strayed the attack: roll 1d`die` and resolve again with that face as strayFace. */
  | { kind: "needsStrayRoll"; candidateIds: string[]; die: number }
  | ({ kind: "miss" } & Settled)
  | ({ kind: "hit"; critical: boolean; dealt: number; taken: number; suffered: SufferedDamage } & Settled);

export function resolvePlannedAttack(plan: AttackPlan, rolls: AttackRolls): AttackOutcome {
  const keptSet = keptSetIndex(
    rolls.sets.map((set) => set.attribute + set.combatSkill),
    plan.advantage,
  );
  const kept = rolls.sets[keptSet]!;
  const test = attackTest({
    attributeRoll: kept.attribute,
    combatSkillRoll: kept.combatSkill,
    proficiency: plan.proficiency,
    earlierAttacksThisRound: plan.earlierAttacks,
  });
  const luck = luckRoll(rolls.luckFace, plan.luckModifier);
  const targeting = attackTargeting({
    luckRoll: luck,
    thrownOrProjectile: plan.weapon.thrownOrProjectile,
    nearbyCharacterIds: plan.strayCandidates.map((candidate) => candidate.id),
  });
  let target: TargetNumbers = plan.target;
  if (targeting.kind === "stray") {
    if (rolls.strayFace === undefined) return { kind: "needsStrayRoll", candidateIds: targeting.candidateIds, die: targeting.die };
    const strayId = strayTargetFromRoll(targeting.candidateIds, rolls.strayFace);
    target = plan.strayCandidates.find((candidate) => candidate.id === strayId)!;
  }
  const settled: Settled = { keptSet, test, luckRoll: luck, targetId: target.id, strayed: targeting.kind === "stray" };
  const resolution = resolveAttack({ testTotal: test.total, luckRoll: luck, weapon: plan.weapon, evasion: target.evasion, reduction: target.reduction });
  if (!resolution.hit) return { kind: "miss", ...settled };
  const suffered = sufferDamage({ vitals: target.vitals, amount: resolution.taken, constitution: target.constitution, nonlethal: plan.weapon.nonlethal });
  return { kind: "hit", critical: resolution.critical, dealt: resolution.dealt, taken: resolution.taken, suffered, ...settled };
}
