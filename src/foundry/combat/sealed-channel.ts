/**
 * How a secret declaration reaches the active GM and nobody else. Two halves, neither enough alone:
 * - the commitment, a command on the system socket (`SEAL_COMMAND`, sealed-names.ts): the server stamps who sent it, as
 *   DESIGN.md asks of anything where the asker matters, but every client receives it, so it carries only
 *   the combat, the creature and sha256(salt ‖ the declaration), which tells nobody which action it is;
 * - the opening, a `User#query` to the active GM (`SEAL_QUERY`): delivered to the queried user alone and
 *   answered to the querier alone (foundryvtt/foundryvtt#11235;
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query), but its handler is told
 *   nothing of who asked (foundryvtt/foundryvtt#13418), so it counts only when it opens a commitment a
 *   vouched sender made, and then as that sender's declaration.
 * Answers on the socket carry no declaration (refusals included).
 */
import { isCommitment, isSalt, type SealedContent } from "../../core/sealed-declarations";
import { answerOnGmLane, CHANNEL_REFUSAL, isActiveGmHere, refusal, type GmAnswer } from "../channel";
import { cleanPayload } from "../channel/payload";
import { combatFor } from "./combat-queries";
import { adapterOf, stateOf } from "./combat-engine";
import { declarationsHidden } from "./declaration-turns";
import { checkDeclaration } from "./seal-declaration";
import { combatIdOf, engineRoundIn } from "./sealed-record";
import { keepCommitment, takeCommitment } from "./sealed-store";
import { applyIntent } from "./turn-handler";

export { SEAL_COMMAND, SEAL_QUERY } from "./sealed-names";

export const SEAL_REFUSAL = {
  notSecret: "FRAY.Tracker.Sealed.Refusal.notSecret",
  noCommitment: "FRAY.Tracker.Sealed.Refusal.noCommitment",
  badCommitment: "FRAY.Tracker.Sealed.Refusal.badCommitment",
} as const;

const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;

/**
 * GM, on the lane, from the socket: a vouched sender commits to a declaration for a creature. It is
 * checked as far as it can be without the action (the creature is theirs, it may declare now), then kept
 * until it is opened.
 */
export async function handleSealCommitment(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const combat = combatFor(payload);
  if (!combat) return refusal("FRAY.Tracker.Refusal.noCombat");
  const adapter = adapterOf(combat);
  if (!adapter) return refusal("FRAY.Tracker.Refusal.notStarted");
  if (!declarationsHidden(adapter)) return refusal(SEAL_REFUSAL.notSecret);
  if (!isId(payload.combatantId) || !isCommitment(payload.commitment)) return refusal(SEAL_REFUSAL.badCommitment);
  // Stryker disable next-line OptionalChaining: runCommand refuses a sender game.users cannot find before any handler runs
  const by = { userId, isGM: game.users?.get(userId)?.isGM === true };
  const checked = checkDeclaration(combat, adapter, { kind: "declare", combatantId: payload.combatantId }, by, false);
  if (!checked.ok) return checked;
  const round = engineRoundIn(adapter, stateOf(combat));
  keepCommitment({ hash: payload.commitment, senderId: userId, combatId: combatIdOf(combat), combatantId: payload.combatantId, round });
  return { ok: true };
}

/** An opening as the query delivers it: the declaration and its salt, or null. */
function readOpening(data: unknown): { content: SealedContent; salt: string } | null {
  const clean = cleanPayload(data);
  if (!clean || typeof clean.actionId !== "string" || clean.actionId.length > 500) return null;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: every kept commitment names ids isId accepts and is opened by a salt isSalt accepts (openCommitment checks it too), so an opening these refuse would open nothing anyway
  if (!isId(clean.combatId) || !isId(clean.combatantId) || !isSalt(clean.salt)) return null;
  return { content: { combatId: clean.combatId, combatantId: clean.combatantId, actionId: clean.actionId }, salt: clean.salt };
}

/**
 * GM, the query's handler (`(data, { timeout })`, no sender): the opening counts only for the commitment
 * it opens, made in the fight's current round, and is then handled on the lane as that commitment's
 * sender's declaration. An opening that opens nothing is refused and leaves every commitment where it was.
 */
export async function answerSealedOpening(data: unknown): Promise<GmAnswer> {
  if (!isActiveGmHere()) return refusal(CHANNEL_REFUSAL.notActiveGM);
  return answerOnGmLane(async () => {
    const opening = readOpening(data);
    if (!opening) return refusal(SEAL_REFUSAL.noCommitment);
    const combat = combatFor({ combatId: opening.content.combatId });
    const adapter = combat ? adapterOf(combat) : null;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a Combat with no adapter was never started: its state is null, so its round reads 0 without the adapter, and no commitment was kept for it
    const commitment = combat && adapter ? takeCommitment(opening.salt, opening.content, engineRoundIn(adapter, stateOf(combat))) : null;
    if (!combat || !commitment) return refusal(SEAL_REFUSAL.noCommitment);
    const by = { userId: commitment.senderId, isGM: game.users?.get(commitment.senderId)?.isGM === true };
    try {
      return await applyIntent(combat, { kind: "declare", combatantId: commitment.combatantId, actionId: opening.content.actionId }, by);
    } catch (error) {
      console.error("Fray | a sealed declaration failed", error);
      return refusal(CHANNEL_REFUSAL.failed);
    }
  });
}
