/**
 * Execution attacks on an entirely unsuspecting target. Ranged: a minute of undisturbed aim,
 * then a DEX/Shoot check (+4 within 10 ft, +2 within normal range) that hits ignoring AC.
 * Melee: a minute close by, then an automatic hit. Either way the victim makes a Physical save
 * at a penalty equal to the assailant's combat skill: fail and drop to 0 HP, mortally wounded
 * (unconscious if the weapon is non-lethal); succeed and still take maximum damage.
 */
import { MOD, OUTCOME, REFUSAL } from "./labels";
import { checkTotal, type CheckRoll } from "./opposed-check";
import type { WeaponProfile } from "./types";
import type { Decision, Modifier, Reason } from "../../../../core/rules-types";

/**
 * The chapter names no target for the ranged check. We use 8, the family's "significant
 * challenge" difficulty for a 2d6 skill check: a trained marksman at +4 hardly misses, a long
 * shot stays uncertain. Callers may pass another.
 */
export const EXECUTION_CHECK_DIFFICULTY = 8;
export const EXECUTION_CLOSE_FT = 10;

export interface ExecutionSetup {
  kind: "ranged" | "melee";
  /** The target is entirely unsuspecting (not expecting danger, not alert). */
  targetUnsuspecting: boolean;
  /** A full minute of aiming or of near proximity was granted. */
  fullMinute: boolean;
  /** Something disturbed the aim during that minute (spoils a ranged shot). */
  disturbed: boolean;
}

export interface RangedExecution {
  weapon: WeaponProfile;
  distanceFt: number;
  /** 2d6 + DEX modifier + Shoot level. */
  check: CheckRoll;
  difficulty?: number;
}

export interface ExecutionHit {
  hit: boolean;
  /** Ranged only: the check's total, its target number and its bonuses. */
  check: { total: number; difficulty: number; modifiers: Modifier[] } | null;
  outcome: Reason | null;
}

function refusal(setup: ExecutionSetup): Reason | null {
  if (!setup.targetUnsuspecting) return { key: REFUSAL.executionTargetAlert };
  if (!setup.fullMinute) return { key: REFUSAL.executionTooShort };
  if (setup.kind === "ranged" && setup.disturbed) return { key: REFUSAL.executionDisturbed };
  return null;
}

/** Does the execution attack hit? Melee always does; ranged needs the DEX/Shoot check. */
export function executionHits(setup: ExecutionSetup, ranged?: RangedExecution): Decision<{ result: ExecutionHit }> {
  const refused = refusal(setup);
  if (refused) return { ok: false, reason: refused };
  if (setup.kind === "melee") return { ok: true, result: { hit: true, check: null, outcome: null } };
  if (!ranged || !ranged.weapon.range) return { ok: false, reason: { key: REFUSAL.notRangedWeapon } };
  if (ranged.distanceFt > ranged.weapon.range.long) {
    return { ok: false, reason: { key: REFUSAL.beyondLongRange, data: { long: ranged.weapon.range.long } } };
  }
  const modifiers: Modifier[] = [];
  // The two bonuses do not stack: +4 within 10 ft, else +2 within normal range.
  if (ranged.distanceFt <= EXECUTION_CLOSE_FT) modifiers.push({ key: MOD.executionClose, value: 4 });
  else if (ranged.distanceFt <= ranged.weapon.range.normal) modifiers.push({ key: MOD.executionNormalRange, value: 2 });
  const difficulty = ranged.difficulty ?? EXECUTION_CHECK_DIFFICULTY;
  const total = checkTotal(ranged.check, modifiers);
  const hit = total >= difficulty;
  return {
    ok: true,
    result: { hit, check: { total, difficulty, modifiers }, outcome: hit ? null : { key: OUTCOME.executionMissed } },
  };
}

export interface ExecutionSave {
  /** The victim's d20. */
  roll: number;
  /** The victim's Physical save target (from saves.ts). */
  saveTarget: number;
  /** The assailant's level in the combat skill used; untrained counts as no penalty. */
  assailantCombatSkill: number;
  nonLethal: boolean;
  /** The hit's maximum damage (damage.ts maximumHitDamage). */
  maximumDamage: number;
}

export type ExecutionEffect = "mortallyWounded" | "unconscious" | "maximumDamage";

export interface ExecutionOutcome {
  saved: boolean;
  effect: ExecutionEffect;
  /** Set to 0 on a failed save; null when damage applies instead. */
  hpAfter: number | null;
  damage: number;
  saveTotal: number;
  penalty: Modifier;
  outcome: Reason;
}

/** The Physical save after a hit; a natural 1 always fails (as every save does). */
export function executionSave(save: ExecutionSave): ExecutionOutcome {
  const penaltyValue = -Math.max(0, save.assailantCombatSkill);
  const penalty = { key: MOD.executionSkillPenalty, value: penaltyValue };
  const saveTotal = save.roll + penaltyValue;
  const saved = save.roll !== 1 && saveTotal >= save.saveTarget;
  if (saved) {
    return {
      saved,
      effect: "maximumDamage",
      hpAfter: null,
      damage: save.maximumDamage,
      saveTotal,
      penalty,
      outcome: { key: OUTCOME.executionMaxDamage, data: { damage: save.maximumDamage } },
    };
  }
  const effect = save.nonLethal ? "unconscious" : "mortallyWounded";
  const key = save.nonLethal ? OUTCOME.executionUnconscious : OUTCOME.executionMortal;
  return { saved, effect, hpAfter: 0, damage: 0, saveTotal, penalty, outcome: { key } };
}
