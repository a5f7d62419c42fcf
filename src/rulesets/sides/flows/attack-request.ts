/**
 * The one command that makes an attack: the player's client sends what the player chose in the
 * dialog; the GM reads everything else (weapon, profiles, distance, cover, the turn) from the
 * documents it holds. How the attack is paid for is named here and checked by the GM. Pure.
 */
import { isRecord } from "../../../core/schema/validate";
import type { AttackSource } from "./attack-sources";
import { attemptFromForm } from "./maneuvers/maneuver-dialog";
import type { ManeuverAttempt } from "./maneuvers/maneuver-data";

export const ATTACK_QUERY = "sidesAttack";

/** An attack's own action (Melee/Ranged Attack, Charge) or an instant: a Snap Attack, against a card or from the panel, or an AoO card's strike. */
export type AttackPayment =
  | { kind: "action" }
  | { kind: "snap"; againstMessageId: string | null }
  | { kind: "opportunity"; messageId: string };

export interface AttackRequest {
  attackerTokenUuid: string;
  targetTokenUuid: string;
  source: AttackSource;
  /** The dialog's form, read back by the GM with `choicesFromForm`. */
  choices: Record<string, unknown>;
  payment: AttackPayment;
  maneuver: ManeuverAttempt | null;
  /** A GM's "take it anyway" after the economy refused (players cannot force an attack). */
  force: boolean;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null);

export function parseSource(value: unknown): AttackSource | null {
  if (!isRecord(value)) return null;
  if (text(value.itemId)) return { itemId: value.itemId as string };
  const index = value.attackIndex;
  return typeof index === "number" && Number.isInteger(index) && index >= 0 && index < 100 ? { attackIndex: index } : null;
}

function paymentOf(payload: Record<string, unknown>): AttackPayment | null {
  const opportunity = payload.opportunityMessageId;
  if (opportunity !== undefined) return text(opportunity) ? { kind: "opportunity", messageId: opportunity as string } : null;
  if (payload.snap !== true) return { kind: "action" };
  const against = payload.snapAgainstMessageId;
  if (against === undefined) return { kind: "snap", againstMessageId: null };
  return text(against) ? { kind: "snap", againstMessageId: against as string } : null;
}

function maneuverOf(value: unknown): ManeuverAttempt | null | false {
  if (value === undefined) return null;
  if (!isRecord(value) || (value.kind !== "shove" && value.kind !== "grapple")) return false;
  return attemptFromForm(value.kind, value);
}

export function parseAttackRequest(payload: Record<string, unknown>): AttackRequest | null {
  const [attackerTokenUuid, targetTokenUuid] = [text(payload.attackerTokenUuid), text(payload.targetTokenUuid)];
  const source = parseSource(payload.source);
  const payment = paymentOf(payload);
  const maneuver = maneuverOf(payload.maneuver);
  if (!attackerTokenUuid || !targetTokenUuid || !source || !payment || maneuver === false) return null;
  if (maneuver && payment.kind !== "action") return null;
  return {
    attackerTokenUuid,
    targetTokenUuid,
    source,
    choices: isRecord(payload.choices) ? payload.choices : {},
    payment,
    maneuver,
    force: payload.force === true,
  };
}

/** The payload for a request (what `parseAttackRequest` reads back). */
export function attackPayload(request: AttackRequest): Record<string, unknown> {
  const payment = request.payment;
  return {
    attackerTokenUuid: request.attackerTokenUuid,
    targetTokenUuid: request.targetTokenUuid,
    source: request.source,
    choices: request.choices,
    ...(payment.kind === "snap" ? { snap: true, ...(payment.againstMessageId ? { snapAgainstMessageId: payment.againstMessageId } : {}) } : {}),
    ...(payment.kind === "opportunity" ? { opportunityMessageId: payment.messageId } : {}),
    ...(request.maneuver ? { maneuver: { kind: request.maneuver.kind, size: request.maneuver.size, effect: request.maneuver.effect } } : {}),
    ...(request.force ? { force: true } : {}),
  };
}
