/**
 * A player's side of a secret declaration (sealed-channel.ts has the GM's): commit on the system socket
 * to sha256(salt ‖ the declaration), then open it to the active GM alone with a `User#query`. The salt
 * is 16 bytes from `crypto.getRandomValues`, which browsers offer on plain http too (MDN "Crypto:
 * getRandomValues() method"; only `crypto.subtle` needs a secure context). The active GM's own
 * declarations never leave its client: they take the usual local path, sealed there.
 */
import { commitmentOf, hexOf, SALT_BYTES, type SealedContent } from "../../core/sealed-declarations";
import type { Intent } from "../../core/turns/adapters/adapter";
import { askGm, CHANNEL_REFUSAL, isActiveGmHere, refusal, type GmAnswer } from "../channel";
import { ANSWER_TIMEOUT_MS } from "../channel/ask-gm";
import { readAnswer } from "../channel/wire";
import { warnUser } from "../notify";
import { adapterOf, stateOf } from "./combat-engine";
import { declarationsHidden } from "./declaration-turns";
import { combatIdOf, engineRoundIn } from "./sealed-record";
import { SEAL_COMMAND, SEAL_QUERY, type SealedOpening } from "./sealed-names";
import { rememberOwnSeal } from "./sealed-store";

/** Whether a declaration from this client must go sealed: declarations are secret, and this is not the active GM's client. */
export function sealsFromHere(combat: Combat.Implementation): boolean {
  return declarationsHidden(adapterOf(combat)) && !isActiveGmHere();
}

function newSalt(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

/** Opens the commitment to the active GM; its answer comes back to this client alone. */
async function openToGm(gm: User.Implementation, opening: SealedOpening): Promise<GmAnswer> {
  try {
    return readAnswer(await gm.query(SEAL_QUERY, opening, { timeout: ANSWER_TIMEOUT_MS }));
  } catch {
    return refusal(CHANNEL_REFUSAL.timeout);
  }
}

/** Sends a secret declaration; a refusal is shown to the user, and what they sealed is remembered for their own tracker. */
export async function declareSealed(combat: Combat.Implementation, intent: Intent): Promise<GmAnswer> {
  // Stryker disable next-line OptionalChaining: a click comes from a ready client, where game.users exists
  const gm = game.users?.activeGM;
  // Stryker disable next-line ConditionalExpression,BlockStatement: with no active GM, askGm below refuses with the same warning and answer
  if (!gm) {
    warnUser(CHANNEL_REFUSAL.noGM);
    return refusal(CHANNEL_REFUSAL.noGM);
  }
  const content: SealedContent = {
    combatId: combatIdOf(combat),
    combatantId: intent.combatantId ?? "",
    // Stryker disable next-line StringLiteral: a declaration naming no action is refused by the GM as none of the creature's actions, whatever stands in for it
    actionId: intent.actionId ?? "",
  };
  const salt = newSalt();
  const committed = await askGm(SEAL_COMMAND, { combatId: content.combatId, combatantId: content.combatantId, commitment: commitmentOf(salt, content) });
  if (!committed.ok) return committed;
  const answer = await openToGm(gm, { ...content, salt });
  if (!answer.ok) warnUser(answer.reason, answer.data ?? {});
  else {
    const adapter = adapterOf(combat);
    if (adapter) rememberOwnSeal(content, engineRoundIn(adapter, stateOf(combat)));
  }
  return answer;
}
