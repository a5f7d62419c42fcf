/**
 * The one command that makes a declared attack: the player's client names the two tokens, the weapon
 * item, how it is used and a situational modifier; the GM reads every other number from its documents. Pure.
 */
import type { AttackMode } from "../../rules/combat/attack-plan";
import { ATTACK_MODES } from "../../schema/attack-card";
import { situationalOf } from "../../../../core/dice/situational";

export const DECLARED_ATTACK_COMMAND = "declaredAttack";

export { SITUATIONAL_LIMIT, situationalOf } from "../../../../core/dice/situational";

export interface DeclaredAttackRequest {
  attackerTokenUuid: string;
  targetTokenUuid: string;
  weaponId: string;
  mode: AttackMode;
  situational: number;
  /** A GM's "attack anyway" after the round's allowance refused (a player's is ignored). */
  force: boolean;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);

export function isAttackMode(value: unknown): value is AttackMode {
  return (ATTACK_MODES as readonly unknown[]).includes(value);
}

export function parseDeclaredAttack(payload: Record<string, unknown>): DeclaredAttackRequest | null {
  const [attackerTokenUuid, targetTokenUuid, weaponId] = [text(payload.attackerTokenUuid), text(payload.targetTokenUuid), text(payload.weaponId)];
  if (!attackerTokenUuid || !targetTokenUuid || !weaponId || !isAttackMode(payload.mode)) return null;
  return { attackerTokenUuid, targetTokenUuid, weaponId, mode: payload.mode, situational: situationalOf(payload.situational), force: payload.force === true };
}

export function declaredAttackPayload(request: DeclaredAttackRequest): Record<string, unknown> {
  return { ...request };
}
