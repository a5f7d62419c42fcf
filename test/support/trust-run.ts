/**
 * What the rulesets' trust property tests share: sending a command as a given user the way their
 * browser would (the GM's own command locally, anyone else's over the system socket, with a request
 * id they choose), waiting until the GM has done everything it was asked (parked decisions included),
 * the GM's old set-back mark, and snapshots of a world that two runs can compare.
 */
import type { Network } from "../foundry-double/network";

/** The mark the GM's client once put on its own set-backs; a player's console can put it on any write. */
export const OLD_SET_BACK_MARK = { fray: { undo: true } };

/** The users a command may come from: the GM, the two players, and a socket id no user has. */
export const SENDERS = ["gm", "p1", "p2", "stranger"] as const;
export type Sender = (typeof SENDERS)[number];

export interface Channel {
  sendToGm(kind: string, payload: Record<string, unknown>): Promise<unknown>;
  onGmLane(work: () => Promise<undefined>): Promise<unknown>;
  SOCKET_NAME: string;
}

let requestCount = 0;
export const newRequestId = () => `trust${++requestCount}`;

/** Waits until every message, GM reaction and parked decision (its dialog opens a task later) is done. */
export async function settleAll(net: Network, channel: Channel): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await net.settle();
    await channel.onGmLane(async () => undefined);
  }
}

/**
 * Sends as `sender` would from their browser and returns the GM's answer; null when none came back.
 * Foundry delivers a socket message to every other client with the sender's id (./foundry-double/network).
 */
export async function sendAs(net: Network, channel: Channel, sender: Sender, kind: string, payload: unknown, id = newRequestId()): Promise<{ ok: boolean; reason?: string; result?: unknown } | null> {
  if (sender === "gm") {
    const answer = await net.on("gm", () => channel.sendToGm(kind, payload as Record<string, unknown>));
    await settleAll(net, channel);
    return answer as { ok: boolean; reason?: string };
  }
  net.on(sender, () => (globalThis as Record<string, any>).game.socket.emit(channel.SOCKET_NAME, { type: "request", id, to: "gm", kind, payload }));
  await settleAll(net, channel);
  const answer = net.sent.findLast((sent) => sent.from === "gm" && (sent.message as { id?: string }).id === id && (sent.message as { to?: string }).to === sender);
  return answer ? ((answer.message as { answer: { ok: boolean; reason?: string } }).answer) : null;
}

/**
 * A world's state as JSON two runs can compare: message ids (a counter the doubles share across runs)
 * become their order in this run, and the run's suffix on every id is dropped.
 */
export function comparable(state: unknown, messageIds: readonly string[], suffix: string): string {
  let json = JSON.stringify(state);
  messageIds.forEach((id, index) => (json = json.replaceAll(`"${id}"`, `"message#${index}"`)));
  return json.replaceAll(suffix, "");
}
