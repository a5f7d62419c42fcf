/**
 * The asking side: a command goes to the active GM over the system socket and its answer comes back
 * to this client alone. The GM's own commands run here without a round trip, carrying exactly what
 * the socket would have delivered. A refusal, a timeout,
 * an error or a missing GM reaches the user as a notification. A command carries an idempotency key
 * (command-keys.ts), so sending it again after its answer was lost does not run it twice; and when
 * the GM asked leaves, or stops being the active GM, what waits for it is told at once there is no GM.
 */
import { notifyUser, warnUser } from "../notify";
import { isParked } from "./gm-decision";
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
import { runCommand } from "./gm-handlers";
import { keyFor } from "./command-keys";
import { newRequestId } from "./request-ids";
import { asSent, send, type AnswerMessage } from "./wire";

export const ANSWER_TIMEOUT_MS = 15_000;

interface Pending {
  gmId: string;
  askerId: string;
  /** `fromGm`: the GM's own answer, not one of the channel's (a timeout, no GM). */
  settle(answer: GmAnswer, fromGm?: boolean): void;
}

const pending = new Map<string, Pending>();

/**
 * Sends a command and waits for the GM's answer (or a refusal of the channel's own). A client has a
 * user and a GM only once its users are set up, long after Foundry opened its socket.
 */
export function sendToGm(kind: string, payload: Record<string, unknown>): Promise<GmAnswer> {
  const me = game.user;
  const gmId = game.users?.activeGM?.id;
  if (!me || !gmId) return Promise.resolve(refusal(CHANNEL_REFUSAL.noGM));
  // The GM's own command skips the socket but not what the socket does to a payload.
  const sent = asSent(payload);
  if (gmId === me.id) return runCommand(kind, sent, me.id);
  const id = newRequestId();
  const command = keyFor(me.id, kind, sent);
  return new Promise<GmAnswer>((resolve) => {
    const timer = setTimeout(() => settle(refusal(CHANNEL_REFUSAL.timeout)), ANSWER_TIMEOUT_MS);
    const settle = (answer: GmAnswer, fromGm = false) => {
      clearTimeout(timer);
      pending.delete(id);
      if (fromGm) command.answered();
      else command.unanswered();
      resolve(answer);
    };
    pending.set(id, { gmId, askerId: me.id, settle });
    send({ type: "request", id, key: command.key, ...(command.resent ? { resent: true as const } : {}), to: gmId, kind, payload: sent });
  });
}

/** An answer counts only when it comes from the GM this client asked, for the user who asked, on that user's client. */
export function receiveAnswer(message: AnswerMessage, senderId: string): void {
  const waiting = pending.get(message.id);
  if (!waiting || waiting.gmId !== senderId || message.to !== waiting.askerId || message.to !== game.user?.id) return;
  waiting.settle(message.answer, true);
}

/**
 * This client's requests to a GM who just left or stopped being the active GM settle at once: there is
 * no GM to answer them (their keys stay, so sending one again to the next GM is still the same command).
 */
function settleAbandoned(user: { id: string | null }, connected: boolean): void {
  const me = game.user?.id;
  const activeGmId = game.users?.activeGM?.id;
  for (const waiting of [...pending.values()]) {
    if (waiting.askerId !== me) continue;
    const left = !connected && user.id === waiting.gmId;
    if (left || activeGmId !== waiting.gmId) waiting.settle(refusal(CHANNEL_REFUSAL.noGM));
  }
}

let watched: unknown = null;

/**
 * Called once at init on every client: Foundry calls `userConnected(user, connected)` on every client
 * when a user logs in or out (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html),
 * and recomputes `game.users.activeGM` from who is connected.
 */
export function watchAskedGm(): void {
  // A test's second boot may install a new hook registry; one listener per registry.
  if (watched === Hooks) return;
  watched = Hooks;
  Hooks.on("userConnected", (user, connected) => settleAbandoned(user, connected));
}

/** Sends a command; a refusal is shown to the user in their language, and so is a request the GM is deciding. */
export async function askGm(kind: string, payload: Record<string, unknown>): Promise<GmAnswer> {
  const answer = await sendToGm(kind, payload);
  if (!answer.ok) warnUser(answer.reason, answer.data ?? {});
  else if (isParked(answer)) notifyUser("FRAY.Channel.deciding");
  return answer;
}
