/**
 * The one command that makes a teams attack: the player's client names the two tokens, the weapon
 * (an item of the attacker, or a line of its stat block) and the dialog's choices; the GM reads every
 * number from its own documents. Pure.
 */
import { isRecord } from "../../../../core/schema/validate";

export const TEAMS_ATTACK_COMMAND = "teamsAttack";

export type TeamsAttackSource = { itemId: string } | { attackIndex: number };

export interface TeamsAttackRequest {
  attackerTokenUuid: string;
  targetTokenUuid: string;
  source: TeamsAttackSource;
  /** The dialog's form, read back by the GM with attackChoicesFromForm. */
  choices: Record<string, unknown>;
  /** A GM's "attack anyway" after the economy refused (a player's is ignored). */
  force: boolean;
  /** What pays for the attack: an action of the turn, or the readied action (the reaction pays). */
  payment: TeamsAttackPayment;
}

export type TeamsAttackPayment = "action" | "readied";

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);

/** The dialog lists weapons by one id: an item's id, or "#<index>" for a stat-block line. */
export function weaponIdOf(source: TeamsAttackSource): string {
  return "itemId" in source ? source.itemId : `#${source.attackIndex}`;
}

export function sourceOfWeaponId(id: string): TeamsAttackSource | null {
  const line = /^#(\d{1,2})$/.exec(id);
  if (line) return { attackIndex: Number(line[1]) };
  return text(id) ? { itemId: id } : null;
}

function parseSource(value: unknown): TeamsAttackSource | null {
  if (!isRecord(value)) return null;
  if (text(value.itemId)) return { itemId: value.itemId as string };
  const index = value.attackIndex;
  return typeof index === "number" && Number.isInteger(index) && index >= 0 && index < 100 ? { attackIndex: index } : null;
}

export function parseTeamsAttack(payload: Record<string, unknown>): TeamsAttackRequest | null {
  const [attackerTokenUuid, targetTokenUuid] = [text(payload.attackerTokenUuid), text(payload.targetTokenUuid)];
  const source = parseSource(payload.source);
  if (!attackerTokenUuid || !targetTokenUuid || !source) return null;
  const payment: TeamsAttackPayment = payload.payment === "readied" ? "readied" : "action";
  return { attackerTokenUuid, targetTokenUuid, source, choices: isRecord(payload.choices) ? payload.choices : {}, force: payload.force === true, payment };
}

export function teamsAttackPayload(request: TeamsAttackRequest): Record<string, unknown> {
  const { attackerTokenUuid, targetTokenUuid, source, choices, force, payment } = request;
  return { attackerTokenUuid, targetTokenUuid, source, choices, ...(force ? { force: true } : {}), ...(payment === "readied" ? { payment } : {}) };
}
