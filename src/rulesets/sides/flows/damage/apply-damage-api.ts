/**
 * What the attack card's Apply / Undo buttons call. The client only names the card and the mode;
 * the GM recomputes the amount from the card's own rolls and snapshots (see apply-damage.ts).
 */
import type { DamageMode } from "../attack-card-data";
import { askGm, type GmAnswer } from "../../../../foundry/channel";

export const APPLY_DAMAGE_QUERY = "sidesApplyDamage";
export const UNDO_DAMAGE_QUERY = "sidesUndoDamage";

/** Asks the GM to apply this card's damage (full, half, or the Shock of a miss) to its target. */
export function requestApplyDamage(messageId: string, mode: DamageMode): Promise<GmAnswer> {
  return askGm(APPLY_DAMAGE_QUERY, { messageId, mode });
}

/** Asks the GM to undo the last damage applied from this card. */
export function requestUndoDamage(messageId: string): Promise<GmAnswer> {
  return askGm(UNDO_DAMAGE_QUERY, { messageId });
}
