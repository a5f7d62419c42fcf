/**
 * A token move as Foundry v13 reports it. Sources:
 * - Every x/y change of a token is a movement: the document is at its new place when the hooks run, and
 *   `moveToken(document, movement, operation, user)` fires on every connected client after the update,
 *   `user` being the User who moved it: https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html
 * - The movement carries its `origin` (where the token stood), `passed.waypoints` (the corners it went
 *   through, the last where it stopped, each with its movement `action`), `pending.waypoints` (what is
 *   left when the move paused), `method` ("api", "config", "dragging", "keyboard", "paste", "undo"),
 *   `chain` and `id`: https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementData.html
 *   and TokenMovementMethod on the same site; `TokenDocument#movement` holds the last one.
 * - `updateToken(document, changed, options, userId)` fires too, `changed` holding the new x and y:
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html
 * - Movement actions live in CONFIG.Token.movement.actions, `teleport` marking those that jump
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.types.TokenMovementActionConfig.html); core's
 *   "blink" is a teleport (MetaMorphic-Digital/draw-steel src/module/canvas/placeables/tokens/token-ruler.mjs
 *   relabels it "Teleport").
 */
import type { Network } from "./network";

/** A corner of a move in pixels; `action` names the movement action ("walk" unless told, "blink" jumps). */
export interface MoveCornerSeed {
  x: number;
  y: number;
  action?: string;
}

export interface MoveOptions {
  method?: "api" | "config" | "dragging" | "keyboard" | "paste" | "undo";
}

type TokenLike = Record<string, any>;

let moves = 0;

/** `userId` moves `token` through `corners` (the last is where it stops): the token is there, and every client hears it. */
export function moveTokenThrough(net: Network, token: TokenLike, corners: readonly MoveCornerSeed[], userId: string, options: MoveOptions = {}): void {
  const size = { width: Number(token.width ?? 1), height: Number(token.height ?? 1) };
  const origin = { x: token.x, y: token.y, elevation: 0, ...size };
  const waypoints = corners.map((corner) => ({ x: corner.x, y: corner.y, elevation: 0, ...size, action: corner.action ?? "walk", snapped: true, explicit: true, checkpoint: true, intermediate: false }));
  const end = corners[corners.length - 1]!;
  const user = net.users.find((each) => each.id === userId);
  moves += 1;
  const movement = { id: `move${moves}`, chain: [], origin, destination: waypoints[waypoints.length - 1], passed: { waypoints }, pending: { waypoints: [] }, method: options.method ?? "dragging", constrained: false, recorded: true, autoRotate: false, showRuler: false };
  Object.assign(token, { x: end.x, y: end.y, movement: { ...movement, user, state: "completed" } });
  const g = globalThis as Record<string, any>;
  g.CONFIG ??= {};
  g.CONFIG.Token ??= { movement: { actions: { walk: { teleport: false }, blink: { teleport: true } } } };
  for (const client of net.users.filter((u) => u.active)) {
    net.on(client.id, () => {
      g.Hooks.callAll("updateToken", token, { x: end.x, y: end.y }, { movement: { [token.id ?? ""]: movement } }, userId);
      g.Hooks.callAll("moveToken", token, movement, { movement: { [token.id ?? ""]: movement } }, user);
    });
  }
}
