/**
 * What the GM pushes to one player's client (the declare dialog when a round opens). A player's
 * client acts on a push only when the server says a GM sent it.
 */
import { handlerRegistry } from "./registry";
import { SOCKET_NAME, type PushMessage } from "./wire";

export type PlayerHandler = (payload: unknown) => Promise<unknown>;

const playerHandlers = handlerRegistry<PlayerHandler>("player handler");

export const registerPlayerHandler = playerHandlers.register;

/** GM: sends a push to one user's client. */
export function pushToUser(userId: string, kind: string, payload: unknown): void {
  const message: PushMessage = { type: "push", to: userId, kind, payload };
  game.socket?.emit(SOCKET_NAME, message);
}

export function receivePush(message: PushMessage, senderId: string): void {
  if (message.to !== game.user?.id || game.users?.get(senderId)?.isGM !== true) return;
  void playerHandlers.get(message.kind)?.(message.payload);
}
