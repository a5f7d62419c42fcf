/**
 * Holding a grabbed character. The grabber may move with them, attack them and hide behind them (they
 * cannot refuse to become the new target) and keep hold; a shove frees them but moves them half a zone
 * and/or into a hazard in their zone; anything else the grabber does frees them. A grabbed character
 * may spend its main action on a STR save to break free, and a grabber who is incapacitated lets go
 * (docs/rules-notes.md).
 */
import { refuse, type Decision, type Reason } from "../../../../core/rules-types";
import { FACTIONS_NON_LETHAL as LABEL, FACTIONS_NON_LETHAL_REFUSAL as REFUSAL } from "./labels";

/** What the grabber does: the three that keep hold, a shove, or anything else. */
export type GrabberAction = "moveTogether" | "attackGrabbed" | "hideBehindGrabbed" | "shove" | "other";

const KEEPS_HOLD: ReadonlySet<GrabberAction> = new Set<GrabberAction>(["moveTogether", "attackGrabbed", "hideBehindGrabbed"]);

export interface HoldAfter {
  held: boolean;
  result: Reason;
}

const kept: HoldAfter = { held: true, result: { key: LABEL.keepsHold } };
/** The grabbed one is let go: what anything but moving with, attacking or hiding behind them means. */
export const FREED_HOLD: HoldAfter = { held: false, result: { key: LABEL.freed } };

/** Whether the grabber still holds on after doing this; a shove goes through `shove`. */
export function holdAfter(action: GrabberAction): HoldAfter {
  if (action === "shove") return { held: false, result: { key: LABEL.shoved } };
  return KEEPS_HOLD.has(action) ? kept : FREED_HOLD;
}

export interface Shove {
  /** The grabbed character is pushed half a zone. */
  halfZone: boolean;
  /** The grabbed character is pushed into a hazard in their zone. */
  intoHazard: boolean;
}

/** A shove frees the grabbed character and pushes them half a zone, into a hazard, or both. */
export function shove(grabbing: boolean, push: Shove): Decision<{ hold: HoldAfter; push: Shove }> {
  if (!grabbing) return refuse(REFUSAL.notGrabbing);
  if (!push.halfZone && !push.intoHazard) return refuse(REFUSAL.shoveGoesNowhere);
  return { ok: true, hold: holdAfter("shove"), push };
}

/** A grabbed character's STR save to break free, as its main action. */
export function breakFree(strSavePassed: boolean): HoldAfter {
  return strSavePassed ? FREED_HOLD : kept;
}

/** The hold ends when the grabber is incapacitated. */
export function holdSurvives(grabberIncapacitated: boolean): HoldAfter {
  return grabberIncapacitated ? FREED_HOLD : kept;
}
