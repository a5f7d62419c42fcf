/**
 * Closing a swarm once its attack is rolled: the attacker's client names the attack card; the GM
 * reads attacker and target from the card, checks who asks, and closes that swarm in the fight's book.
 */
import { askGm, type GmAnswer } from "../../../../foundry/gm-queries";
import { cardToken } from "../card-actors";
import { attackCardOf } from "../card-flags";
import { owns } from "../card-queries";
import { ROUND_STATE_KEYS } from "./keys";
import { closeInBook } from "./swarm-book";
import { updateBook } from "./swarm-store";

export const CLOSE_SWARM_QUERY = "sidesCloseSwarm";
const R = "FRAY.Sides.AttackFlow.Refusal";

export async function handleCloseSwarm(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const message = typeof payload.messageId === "string" ? game.messages?.get(payload.messageId) : undefined;
  const card = message ? attackCardOf(message) : null;
  if (!card || card.situation.swarmAssailants <= 0) return { ok: false, reason: `${R}.BadRequest` };
  if (!(await owns(userId, card, "attacker"))) return { ok: false, reason: `${R}.NotOwner`, data: { name: card.attackerName } };
  const attacker = (await cardToken(card, "attacker"))?.combatant;
  const target = (await cardToken(card, "target"))?.combatant;
  const combat = attacker?.parent;
  if (!attacker || !target || !combat || target.parent !== combat) return { ok: false, reason: ROUND_STATE_KEYS.swarmAttackNotInFight };
  const closed = await updateBook(combat, (book) => closeInBook(book, target.id ?? "", attacker.id ?? ""));
  if (!closed.ok) return { ok: false, reason: closed.reason.key, ...(closed.reason.data ? { data: closed.reason.data } : {}) };
  return { ok: true, result: { assailants: closed.assailants } };
}

/** Asks the GM to close the swarm this card's attack was made for; a refusal shows as a notification. */
export function requestCloseSwarm(messageId: string): Promise<GmAnswer> {
  return askGm(CLOSE_SWARM_QUERY, { messageId });
}
