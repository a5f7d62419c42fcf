/**
 * The chapter's blunt combat injury table as data: d20 face → the injury, its attribute damage (one
 * roll, applied to each attribute named), whether a d4 picks the arm or hand, and its lasting effects.
 * Names and effects are our own words, under FRAY.Declared.Injury.Blunt.<row>.
 */
import type { DeclaredAttribute } from "../creature/attributes";
import { bluntRowKeys } from "./labels";

/** What an injury keeps doing until it heals, for sheets and statuses to act on. */
export type LastingEffect =
  | "balancePenalty"
  | "halfSpeed"
  | "proneUntilHealed"
  | "oneActionPerTwoTurns"
  | "cannotAttackWithArm"
  | "cannotHoldWithArm"
  | "cannotUseHand"
  | "paralyzedBelowNeck"
  | "cannotSpeakOrBreathe"
  | "cannotSpeakOrChew"
  | "cannotSmell"
  | "blindOneEye"
  | "deafOneEar"
  | "concussed";

/** The crushed foot's penalty to Balance checks. */
export const BALANCE_PENALTY = -5;

export interface AttributeDamage {
  /** Rolled once; every attribute listed loses the total. */
  formula: string;
  attributes: readonly DeclaredAttribute[];
}

export interface InjuryRow {
  /** The d20 face. */
  face: number;
  id: string;
  name: string;
  effect: string;
  attributeDamage: AttributeDamage | null;
  /** The row strikes an arm or a hand: a d4 says which (1–2 main, 3–4 off). */
  limb: "arm" | "hand" | null;
  lasting: readonly LastingEffect[];
}

type RowData = [id: string, attributeDamage: AttributeDamage | null, limb: InjuryRow["limb"], lasting: readonly LastingEffect[]];

const damage = (formula: string, ...attributes: DeclaredAttribute[]): AttributeDamage => ({ formula, attributes });

const ROWS: readonly RowData[] = [
  ["crushedFoot", null, null, ["balancePenalty"]],
  ["brokenShin", damage("1d8", "agility"), null, ["halfSpeed"]],
  ["shatteredKneecap", damage("1d12", "agility"), null, ["proneUntilHealed"]],
  ["brokenFemur", damage("1d10", "agility"), null, []],
  ["shatteredHip", damage("4d4", "agility"), null, []],
  ["brokenRib", damage("2d4", "strength"), null, ["oneActionPerTwoTurns"]],
  ["brokenCollarbone", damage("3d4", "strength"), null, []],
  ["crushedShoulder", damage("2d8", "strength", "dexterity"), "arm", ["cannotAttackWithArm"]],
  ["brokenUpperArm", damage("1d10", "strength"), "arm", ["cannotAttackWithArm"]],
  ["shatteredElbow", damage("1d12", "dexterity"), "arm", ["cannotAttackWithArm"]],
  ["brokenForearm", damage("1d10", "strength", "dexterity"), "arm", ["cannotHoldWithArm"]],
  ["shatteredHand", damage("4d4", "dexterity"), "hand", ["cannotUseHand"]],
  ["brokenFinger", damage("1d8", "dexterity"), null, []],
  ["brokenNeck", null, null, ["paralyzedBelowNeck"]],
  ["crushedWindpipe", null, null, ["cannotSpeakOrBreathe"]],
  ["brokenJaw", null, null, ["cannotSpeakOrChew"]],
  ["brokenNose", damage("1d10", "perception"), null, ["cannotSmell"]],
  ["eyeSwollenShut", damage("2d8", "perception"), null, ["blindOneEye"]],
  ["cauliflowerEar", damage("1d12", "perception"), null, ["deafOneEar"]],
  ["crackedSkull", damage("1d8", "memory", "perception"), null, ["concussed"]],
];

/** Rows in d20 order: BLUNT_INJURIES[face − 1]. */
export const BLUNT_INJURIES: readonly InjuryRow[] = ROWS.map(([id, attributeDamage, limb, lasting], index) => ({
  face: index + 1,
  id,
  ...bluntRowKeys(id),
  attributeDamage,
  limb,
  lasting,
}));
