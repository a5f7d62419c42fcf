/**
 * Which token statuses a combat injury's lasting effects put on the creature until it heals. Effects
 * about one limb, smell or a skill (a crushed foot's Balance penalty) stay on the injury record, and a
 * broken rib's one action per two turns is the GM's to enforce: the turn engines cannot skip alternate turns.
 */
import type { LastingEffect } from "../injuries/blunt-table";
import { DECLARED_STATUS, type DeclaredStatusId } from "./statuses";

const STATUSES_OF: Partial<Record<LastingEffect, readonly DeclaredStatusId[]>> = {
  halfSpeed: [DECLARED_STATUS.hobbled],
  proneUntilHealed: [DECLARED_STATUS.prone],
  paralyzedBelowNeck: [DECLARED_STATUS.paralyzed],
  cannotSpeakOrBreathe: [DECLARED_STATUS.speechless, DECLARED_STATUS.suffocating],
  cannotSpeakOrChew: [DECLARED_STATUS.speechless],
  blindOneEye: [DECLARED_STATUS.blindedOneEye],
  deafOneEar: [DECLARED_STATUS.deafenedOneEar],
  concussed: [DECLARED_STATUS.concussed],
};

/** Every status the given lasting effects call for, each once, in the order first called for. */
export function statusesForLastingEffects(effects: readonly LastingEffect[]): DeclaredStatusId[] {
  return [...new Set(effects.flatMap((effect) => STATUSES_OF[effect] ?? []))];
}
