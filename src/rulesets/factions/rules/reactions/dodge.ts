/** Dodge: an AGI save; on a pass the attack misses. */
import { FACTIONS_REACTION_OUTCOME } from "./labels";

export interface DodgeResult {
  misses: boolean;
  outcome: string;
}

export function dodgeResult(agiSavePassed: boolean): DodgeResult {
  return agiSavePassed
    ? { misses: true, outcome: FACTIONS_REACTION_OUTCOME.dodged }
    : { misses: false, outcome: FACTIONS_REACTION_OUTCOME.dodgeFailed };
}
