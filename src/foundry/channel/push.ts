/**
 * What the GM pushes to one player's client (the declare dialog when a round opens). A player's
 * client acts on a push only when the server says a GM sent it.
 */
import { handlerRegistry } from "./registry";
import { send, type PushMessage } from "./wire";

export type PlayerHandler = (payload: unknown) => Promise<unknown>;

const playerHandlers = handlerRegistry<PlayerHandler>("player handler");

export const registerPlayerHandler = playerHandlers.register;

/** GM: sends a push to one user's client. */
export function pushToUser(userId: string, kind: string, payload: unknown): void {
  send({ type: "push", to: userId, kind, payload });
}

/** Every client: acts on a push addressed to its user, from a GM (a client whose users are not set up yet knows no GM). */
export function receivePush(message: PushMessage, senderId: string): void {
  if (message.to !== game.userId || game.users?.get(senderId)?.isGM !== true) return;
  void playerHandlers.get(message.kind)?.(message.payload);
}
