/**
 * The GM's side of the channel: one handler per command kind, run on the active GM's client with the
 * sender's user id as the server reported it (or the GM's own id for the GM's own clicks).
 */
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
import { answerOnGmLane } from "./gm-lane";
import { cleanPayload } from "./payload";
import { handlerRegistry } from "./registry";

// Where the channel's callers have always found it.
export { isActiveGmHere } from "./active-gm";

/** A handler re-checks the request against what the GM holds, and applies or refuses it. */
export type GmHandler = (payload: Record<string, unknown>, userId: string) => Promise<GmAnswer>;

const handlers = handlerRegistry<GmHandler>("GM handler");

/** One handler per kind; registering a kind twice throws. */
export const registerGmHandler = handlers.register;

/** The command kinds this world's GM answers (the shell's and the active ruleset's). */
export const commandKinds = handlers.kinds;

/** Runs one command on the GM's lane (refused if this client is no longer the active GM by then); a handler that throws becomes a refusal, never a crash. */
export function runCommand(kind: string, rawPayload: unknown, senderId: string): Promise<GmAnswer> {
  return answerOnGmLane(async () => {
    const handler = handlers.get(kind);
    if (!handler) return refusal(CHANNEL_REFUSAL.unknown);
    if (!game.users?.get(senderId)) return refusal(CHANNEL_REFUSAL.unknownUser);
    const payload = cleanPayload(rawPayload);
    if (!payload) return refusal(CHANNEL_REFUSAL.badRequest);
    try {
      return await handler(payload, senderId);
    } catch (error) {
      console.error(`Fray | GM handler "${kind}" failed`, error);
      return refusal(CHANNEL_REFUSAL.failed);
    }
  });
}
