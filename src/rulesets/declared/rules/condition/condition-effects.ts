/**
 * What the conditions do in numbers ("Conditions: TBA" in the chapter; decided in docs/rules-notes.md):
 * lines for Defense, attack rolls and checks, whether the creature may act, and whether its speed is halved.
 */
import { refuse, type Decision, type Modifier } from "../../../../core/rules-types";
import { DECLARED_CONDITION_LINE, DECLARED_CONDITION_REFUSAL } from "./labels";
import { DECLARED_STATUS } from "./statuses";

export type AttackReach = "melee" | "ranged";
/** The sense a check leans on, when one does. */
export type CheckSense = "sight" | "hearing" | null;

export const PRONE_MELEE = 4;
export const CONCUSSED_PENALTY = -2;
export const ONE_SENSE_PENALTY = -2;

/** Lines added to the Defense of a creature with these statuses against an attack of this reach. */
export function conditionDefenseLines(statuses: ReadonlySet<string>, reach: AttackReach, agilityModifier: number): Modifier[] {
  const lines: Modifier[] = [];
  // Lying down is easier to hit up close and harder to hit from afar.
  if (statuses.has(DECLARED_STATUS.prone)) lines.push({ key: DECLARED_CONDITION_LINE.prone, value: reach === "melee" ? -PRONE_MELEE : PRONE_MELEE });
  // A paralyzed creature cannot dodge: a good Agility no longer helps (a poor one still counts).
  if (statuses.has(DECLARED_STATUS.paralyzed) && agilityModifier > 0) lines.push({ key: DECLARED_CONDITION_LINE.paralyzed, value: -agilityModifier });
  return lines;
}

/** Lines added to the attack roll of a creature with these statuses. */
export function conditionAttackLines(statuses: ReadonlySet<string>, reach: AttackReach): Modifier[] {
  const lines: Modifier[] = [];
  if (statuses.has(DECLARED_STATUS.prone) && reach === "melee") lines.push({ key: DECLARED_CONDITION_LINE.prone, value: -PRONE_MELEE });
  if (statuses.has(DECLARED_STATUS.concussed)) lines.push({ key: DECLARED_CONDITION_LINE.concussed, value: CONCUSSED_PENALTY });
  // One eye judges distance badly.
  if (statuses.has(DECLARED_STATUS.blindedOneEye) && reach === "ranged") lines.push({ key: DECLARED_CONDITION_LINE.blindedOneEye, value: ONE_SENSE_PENALTY });
  return lines;
}

/** Lines added to a skill or attribute check. */
export function conditionCheckLines(statuses: ReadonlySet<string>, sense: CheckSense): Modifier[] {
  const lines: Modifier[] = [];
  if (statuses.has(DECLARED_STATUS.concussed)) lines.push({ key: DECLARED_CONDITION_LINE.concussed, value: CONCUSSED_PENALTY });
  if (statuses.has(DECLARED_STATUS.blindedOneEye) && sense === "sight") lines.push({ key: DECLARED_CONDITION_LINE.blindedOneEye, value: ONE_SENSE_PENALTY });
  if (statuses.has(DECLARED_STATUS.deafenedOneEar) && sense === "hearing") lines.push({ key: DECLARED_CONDITION_LINE.deafenedOneEar, value: ONE_SENSE_PENALTY });
  return lines;
}

/** Paralysis stops every action (speaking is not one); the wound state's own limits come from round-allowance. */
export function conditionsAllowAction(statuses: ReadonlySet<string>): Decision<object> {
  return statuses.has(DECLARED_STATUS.paralyzed) ? refuse(DECLARED_CONDITION_REFUSAL.paralyzed) : { ok: true };
}

/** A hobbled creature moves at half speed (the `halved` of movementAllowance); a paralyzed one does not move. */
export function conditionSpeed(statuses: ReadonlySet<string>): { halved: boolean; immobile: boolean } {
  return { halved: statuses.has(DECLARED_STATUS.hobbled), immobile: statuses.has(DECLARED_STATUS.paralyzed) };
}
