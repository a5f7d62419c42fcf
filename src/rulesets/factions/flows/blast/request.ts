/**
 * The one command that sets off a blast: the player's client names the attacker's token, the blast
 * weapon, the zone aimed at (with zones drawn) or the tokens it targets (without), and what the dialog
 * ticked (visible, beyond half range, moving this turn). The GM reads everything again. Pure.
 */
import { ticked } from "../attack/request";

export interface FactionsBlastRequest {
  attackerTokenUuid: string;
  weaponId: string;
  /** null: no zone named (no zones drawn). */
  zoneId: string | null;
  /** The user's targets, read only when no zones are drawn. */
  targetTokenUuids: string[];
  visible: boolean;
  beyondHalf: boolean;
  moving: boolean;
  force: boolean;
}

/** The most tokens one blast may name. */
export const MAX_BLAST_TARGETS = 50;

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);

export function parseFactionsBlast(payload: Record<string, unknown>): FactionsBlastRequest | null {
  const [attackerTokenUuid, weaponId] = [text(payload.attackerTokenUuid), text(payload.weaponId)];
  if (!attackerTokenUuid || !weaponId) return null;
  const named = Array.isArray(payload.targetTokenUuids) ? payload.targetTokenUuids : [];
  const targetTokenUuids = named.map(text).filter((uuid): uuid is string => uuid !== null);
  if (targetTokenUuids.length !== named.length || named.length > MAX_BLAST_TARGETS) return null;
  return {
    attackerTokenUuid,
    weaponId,
    zoneId: text(payload.zoneId),
    targetTokenUuids: [...new Set(targetTokenUuids)],
    visible: ticked(payload.visible),
    beyondHalf: ticked(payload.beyondHalf),
    moving: ticked(payload.moving),
    force: payload.force === true,
  };
}
