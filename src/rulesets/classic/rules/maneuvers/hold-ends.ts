/**
 * Holds end with a creature: when it goes down (unconscious, dying, dead) or is freed (cut out of a
 * swallower), every hold it is in, as holder or held, ends; an escape ends the one hold. The grapple
 * statuses (grappled, pinned, exposed) then come off each creature left in no other hold. Pure.
 */
import { CLASSIC_STATUS } from "../character/statuses";

/** Who holds whom, by actor UUID. */
export interface HoldPair {
  aggressor: string;
  defender: string;
}

export const GRAPPLE_STATUS_IDS = [CLASSIC_STATUS.grappled, CLASSIC_STATUS.pinned, CLASSIC_STATUS.exposed] as const;

export interface HoldsEnded<H extends HoldPair> {
  kept: H[];
  ended: H[];
  /** The creature and every partner left in no hold: their grapple statuses come off. */
  released: string[];
}

const involves = (hold: HoldPair, creature: string) => hold.aggressor === creature || hold.defender === creature;

/** The holds that end, and each creature in them that is left in no other hold (in order, once each). */
function release<H extends HoldPair>(holds: readonly H[], ends: (hold: H) => boolean, always: readonly string[]): HoldsEnded<H> {
  const kept = holds.filter((hold) => !ends(hold));
  const ended = holds.filter(ends);
  const inEnded = ended.flatMap((hold) => [hold.aggressor, hold.defender]);
  const free = inEnded.filter((creature) => !always.includes(creature) && !kept.some((hold) => involves(hold, creature)));
  return { kept, ended, released: [...new Set([...always, ...free])] };
}

/** A creature goes down or is freed: every hold it is in ends; its own grapple statuses always come off. */
export function holdsEndingWith<H extends HoldPair>(holds: readonly H[], creature: string): HoldsEnded<H> {
  return release(holds, (hold) => involves(hold, creature), [creature]);
}

/** An escape ends one hold: the escaper and its holder let go of the grapple statuses unless another hold keeps them. */
export function holdEscaped<H extends HoldPair>(holds: readonly H[], holder: string, escaper: string): HoldsEnded<H> {
  return release(holds, (hold) => hold.aggressor === holder && hold.defender === escaper, []);
}
