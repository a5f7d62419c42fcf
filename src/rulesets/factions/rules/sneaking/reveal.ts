/**
 * Concealed characters are revealed when they make noise or become visible to the enemy: attacking,
 * invoking a power, talking, moving without sneaking, walking right in front of the enemy. Quiet
 * bonus actions keep them hidden; a GM who rules one noisy records it as making noise.
 */
import { FACTIONS_SNEAKING_OUTCOME, type FactionsSneakingAct } from "./labels";

export const REVEALS_CONCEALED: Readonly<Record<FactionsSneakingAct, boolean>> = {
  attack: true,
  invokePower: true,
  talk: true,
  moveWithoutSneaking: true,
  walkInFrontOfEnemy: true,
  makeNoise: true,
  moveSneaking: false,
  pickUpOrPutDown: false,
  equip: false,
  useConsumable: false,
  interact: false,
};

export function reveals(act: FactionsSneakingAct): boolean {
  return REVEALS_CONCEALED[act];
}

export interface RevealCheck {
  /** Still concealed after these acts. */
  concealed: boolean;
  /** The first act that gave it away, if any. */
  revealedBy: FactionsSneakingAct | null;
  outcome: string;
}

/** A concealed character after its acts this turn, in the order it did them. */
export function afterActs(acts: readonly FactionsSneakingAct[]): RevealCheck {
  const revealedBy = acts.find(reveals) ?? null;
  return revealedBy === null
    ? { concealed: true, revealedBy, outcome: FACTIONS_SNEAKING_OUTCOME.staysHidden }
    : { concealed: false, revealedBy, outcome: FACTIONS_SNEAKING_OUTCOME.revealed };
}
