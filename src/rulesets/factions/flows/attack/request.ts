/**
 * The one command that makes a factions attack: the player's client names the two tokens, the weapon
 * (none: unarmed) and what the dialog ticked (nearby, visible, beyond half range, moving this turn,
 * holding back, a final blow, the target's protection and whether it peeks out). With no zones drawn
 * the attacker says where the target stands; every number comes from the documents. Pure.
 */
import type { Protection } from "../../rules/attack/protection";
import type { NonLethalKind } from "../../rules/attack/non-lethal";
import { NON_LETHAL_KINDS } from "../../schema/non-lethal-fields";

export const FACTIONS_ATTACK_COMMAND = "factionsAttack";

export const PROTECTIONS: readonly Protection[] = ["none", "cover", "barrier"];

export interface FactionsAttackRequest {
  attackerTokenUuid: string;
  targetTokenUuid: string;
  /** null: unarmed. */
  weaponId: string | null;
  nearby: boolean;
  visible: boolean;
  beyondHalf: boolean;
  moving: boolean;
  holdBack: boolean;
  finalBlow: boolean;
  protection: Protection;
  peeking: boolean;
  /** Go ahead past the turn's budget (the GMs are told). */
  force: boolean;
  /** A non-lethal attack (flows/non-lethal), made with bare hands: no weapon; absent or null: a normal attack. */
  nonLethal?: NonLethalKind | null;
  /** An attack stunt's effect in the attacker's words (flows/card/stunt-*.ts); the GM cuts and checks it. */
  stunt?: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);
export const ticked = (value: unknown): boolean => value === true || value === "true" || value === "on";

export function parseFactionsAttack(payload: Record<string, unknown>): FactionsAttackRequest | null {
  const [attackerTokenUuid, targetTokenUuid] = [text(payload.attackerTokenUuid), text(payload.targetTokenUuid)];
  if (!attackerTokenUuid || !targetTokenUuid) return null;
  const weaponId = payload.weaponId === null || payload.weaponId === undefined || payload.weaponId === "" ? null : text(payload.weaponId);
  if (weaponId === null && payload.weaponId) return null;
  const nonLethal = NON_LETHAL_KINDS.find((kind) => kind === payload.nonLethal) ?? null;
  return {
    attackerTokenUuid,
    targetTokenUuid,
    weaponId: nonLethal ? null : weaponId,
    nonLethal,
    stunt: typeof payload.stunt === "string" ? payload.stunt : "",
    nearby: ticked(payload.nearby),
    visible: ticked(payload.visible),
    beyondHalf: ticked(payload.beyondHalf),
    moving: ticked(payload.moving),
    holdBack: ticked(payload.holdBack),
    finalBlow: ticked(payload.finalBlow),
    protection: PROTECTIONS.find((p) => p === payload.protection) ?? "none",
    peeking: ticked(payload.peeking),
    force: payload.force === true,
  };
}
