/**
 * Which monsters check morale at the end of the round: a single hit took more than half its Wound
 * Points, its side is outnumbered (hostile monsters count), or it was the target of Intimidation.
 */
import { MORALE_TRIGGER } from "./labels";

export type MoraleTrigger = keyof typeof MORALE_TRIGGER;

export interface MoraleSituation {
  maxWoundPoints: number;
  /** The most Wound Points a single hit took from it this round (0 if none did). */
  biggestWound: number;
  /** Creatures on its side still fighting, itself not counted. */
  allies: number;
  /** Creatures still fighting against it, hostile monsters included. */
  opponents: number;
  /** The best Intimidation result against it this round, if any. */
  intimidation: number | null;
}

/** The reasons it must check, in a fixed order; none means no check. */
export function moraleTriggers(s: MoraleSituation): MoraleTrigger[] {
  const triggers: MoraleTrigger[] = [];
  // "More than half": twice the wound beats the maximum (an odd maximum needs no rounding).
  if (s.biggestWound * 2 > s.maxWoundPoints) triggers.push("bigHit");
  if (s.opponents > s.allies + 1) triggers.push("outnumbered");
  if (s.intimidation !== null) triggers.push("intimidated");
  return triggers;
}

export function mustCheckMorale(s: MoraleSituation): boolean {
  return moraleTriggers(s).length > 0;
}
