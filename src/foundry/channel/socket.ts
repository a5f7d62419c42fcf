/**
 * The one listener on Fray's system socket (manifest `"socket": true`). Foundry's server hands the
 * listener the sender's user id as its second argument (the socketlib module relies on exactly this),
 * so identity never comes from the message.
 */
import { CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
import { answerOnce } from "./answer-memory";
import { receiveAnswer } from "./ask-gm";
import { isActiveGmHere, runCommand } from "./gm-handlers";
import { receivePush } from "./push";
import { registerDecisionOutcomes } from "./gm-decision";
import { firstUse } from "./request-ids";
import { readWire, send, SOCKET_NAME, type RequestMessage } from "./wire";

function answer(to: string, id: string, result: GmAnswer): void {
  send({ type: "answer", id, to, answer: result });
}

/** Only the addressed user handles a request, and only if it is the active GM. */
async function receiveRequest(message: RequestMessage, senderId: string): Promise<void> {
  if (message.to !== game.user?.id || !game.user.isGM) return;
  if (!isActiveGmHere()) return answer(senderId, message.id, refusal(CHANNEL_REFUSAL.notActiveGM));
  if (!firstUse(senderId, message.id)) return answer(senderId, message.id, refusal(CHANNEL_REFUSAL.replayed));
  const run = () => runCommand(message.kind, message.payload, senderId);
  // A re-send of a command whose answer was lost carries the first sending's key: answered from memory, run once.
  answer(senderId, message.id, await (message.key === undefined ? run() : answerOnce(senderId, message.key, run, message.resent === true)));
}

export async function receive(raw: unknown, senderId: unknown): Promise<void> {
  const message = readWire(raw);
  if (!message || typeof senderId !== "string") return;
  if (message.type === "request") return receiveRequest(message, senderId);
  if (message.type === "answer") return receiveAnswer(message, senderId);
  receivePush(message, senderId);
}

/** Called once at init, on every client. */
export function listenOnSocket(): void {
  registerDecisionOutcomes();
  // The returned promise is for tests that wait on delivery; Foundry ignores it.
  game.socket?.on(SOCKET_NAME, (raw: unknown, senderId: unknown) =>
    receive(raw, senderId).catch((error: unknown) => console.error("Fray | socket message failed", error)),
  );
}
