/**
 * The asking side: a command goes to the active GM over the system socket and its answer comes back
 * to this client alone. The GM's own commands run here without a round trip, carrying exactly what
 * the socket would have delivered. A refusal, a timeout,
 * an error or a missing GM reaches the user as a notification.
 */
import { notifyUser, warnUser } from "../notify";
import { isParked } from "./gm-decision";
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
import { runCommand } from "./gm-handlers";
import { newRequestId } from "./request-ids";
import { asSent, send, type AnswerMessage } from "./wire";

export const ANSWER_TIMEOUT_MS = 15_000;

interface Pending {
  gmId: string;
  askerId: string;
  settle(answer: GmAnswer): void;
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
  if (gmId === me.id) return runCommand(kind, asSent(payload), me.id);
  const id = newRequestId();
  return new Promise<GmAnswer>((resolve) => {
    const timer = setTimeout(() => settle(refusal(CHANNEL_REFUSAL.timeout)), ANSWER_TIMEOUT_MS);
    const settle = (answer: GmAnswer) => {
      clearTimeout(timer);
      pending.delete(id);
      resolve(answer);
    };
    pending.set(id, { gmId, askerId: me.id, settle });
    send({ type: "request", id, to: gmId, kind, payload });
  });
}

/** An answer counts only when it comes from the GM this client asked, for the user who asked. */
export function receiveAnswer(message: AnswerMessage, senderId: string): void {
  const waiting = pending.get(message.id);
  if (!waiting || waiting.gmId !== senderId || message.to !== waiting.askerId) return;
  waiting.settle(message.answer);
}

/** Sends a command; a refusal is shown to the user in their language, and so is a request the GM is deciding. */
export async function askGm(kind: string, payload: Record<string, unknown>): Promise<GmAnswer> {
  const answer = await sendToGm(kind, payload);
  if (!answer.ok) warnUser(answer.reason, answer.data ?? {});
  else if (isParked(answer)) notifyUser("FRAY.Channel.deciding");
  return answer;
}
