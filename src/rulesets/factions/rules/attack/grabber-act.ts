/**
 * What a grabber's own doings mean to its hold (grapple-hold.ts holdAfter): moving carries the grabbed
 * along and an attack at the grabbed keeps hold; a few words need no hands and keep hold too
 * (docs/rules-notes.md); anything else — an attack at someone else included — frees the grabbed. Pure.
 */
import type { FactionsTurnAction } from "../actions/turn-actions";
import { FREED_HOLD, holdAfter, type GrabberAction, type HoldAfter } from "./grapple-hold";
import { FACTIONS_NON_LETHAL as LABEL } from "./labels";

const AS_GRABBER: Partial<Record<FactionsTurnAction, GrabberAction>> = { move: "moveTogether", attack: "attackGrabbed" };

/** After a turn action taken from the sheet (its attack button names no target: it keeps hold). */
export function holdAfterTurnAction(action: FactionsTurnAction): HoldAfter {
  if (action === "speak") return { held: true, result: { key: LABEL.keepsHold } };
  const asGrabber = AS_GRABBER[action];
  return asGrabber ? holdAfter(asGrabber) : FREED_HOLD;
}

/** After an attack: it keeps hold only when it is at the grabbed one. */
export function holdAfterAttack(atGrabbed: boolean): HoldAfter {
  return atGrabbed ? holdAfter("attackGrabbed") : FREED_HOLD;
}
