/**
 * Token moves as the active GM's client sees them. Foundry v13 reports each move with its own record on
 * every client after the server applied it: the `moveToken` hook gives the token, the movement (its
 * origin and the waypoints it passed), the operation and the user who moved it
 * (https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html,
 * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementData.html; modules read the
 * path as [origin, ...passed.waypoints] on the active GM alone, e.g. chrisk123999/chris-premades
 * scripts/events/movement.js). The start travels with the move, so nothing is remembered between moves:
 * after a GM reload, or with a new active GM, the next move is seen whole, and a move that only passes
 * through a square is seen passing it.
 */
import { placesAlong, type MoveCorner, type MovePlace } from "../../core/geometry/move-path";
import { isActiveGmHere, onGmLane } from "../channel";

/** Where a token stands: its top-left corner in pixels and its size in squares. */
export type Placement = MovePlace;

export const placementOf = (token: TokenDocument.Implementation): Placement => ({ x: token.x, y: token.y, width: Number(token.width), height: Number(token.height) });

/** One move: where it began, and every place the token stood on the way, the start first and where it stands now last. */
export interface TokenMove {
  start: Placement;
  path: readonly Placement[];
}

/** The parts of Foundry's movement record a move is read from. */
interface MovementRecord {
  origin?: Partial<Placement>;
  passed?: { waypoints?: readonly (Partial<Placement> & { action?: string })[] };
  method?: string;
}

/** A movement action that jumps rather than walks (CONFIG.Token.movement.actions[action].teleport, https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementActionConfig.html). */
function jumps(action: string | undefined): boolean {
  const actions = (CONFIG as { Token?: { movement?: { actions?: Record<string, { teleport?: boolean } | undefined> } } }).Token?.movement?.actions;
  return action !== undefined && actions?.[action]?.teleport === true;
}

/**
 * The move a movement record describes, or null when there is none to read (no origin or no waypoint
 * passed) or it is an undo (method "undo": the move is taken back, not made).
 */
export function moveOf(token: TokenDocument.Implementation, movement: MovementRecord | null | undefined): TokenMove | null {
  const origin = movement?.origin;
  const waypoints = movement?.passed?.waypoints ?? [];
  if (!origin || typeof origin.x !== "number" || typeof origin.y !== "number" || waypoints.length === 0 || movement?.method === "undo") return null;
  const size = (at: Partial<Placement>) => ({ width: Number(at.width ?? token.width), height: Number(at.height ?? token.height) });
  const start: Placement = { x: origin.x, y: origin.y, ...size(origin) };
  const corners: MoveCorner[] = waypoints.map((waypoint) => ({ x: Number(waypoint.x), y: Number(waypoint.y), ...size(waypoint), jumped: jumps(waypoint.action) }));
  return { start, path: placesAlong(start, corners, Number(token.parent?.grid.size ?? 0)) };
}

type MoveWatcher = (token: TokenDocument.Implementation, move: TokenMove) => Promise<unknown> | undefined;
const moveWatchers = new Set<MoveWatcher>();
/** The Hooks the watch is registered with (a test world installs fresh ones). */
let watchedHooks: unknown = null;

/** On the active GM's client, calls `onMove` with every token move Foundry reports. */
export function watchTokenMoves(onMove: MoveWatcher): void {
  // Several watchers (a ruleset's opportunity attacks and its zone moves) share one reading of each move.
  moveWatchers.add(onMove);
  if (watchedHooks === Hooks) return;
  watchedHooks = Hooks;
  Hooks.on("moveToken" as never, ((token: TokenDocument.Implementation, movement: MovementRecord) => {
    if (!isActiveGmHere()) return;
    const move = moveOf(token, movement);
    if (move) for (const watcher of moveWatchers) void watcher(token, move);
  }) as never);
}

/** On the active GM's client: `work` for every token move, one move after another (the GM's lane); a failure is logged as `what`. */
export function onEachMove(what: string, work: (token: TokenDocument.Implementation, move: TokenMove) => Promise<unknown>): void {
  watchTokenMoves((token, move) =>
    onGmLane(() => work(token, move))
      .then(() => undefined)
      .catch((error: unknown) => console.error(`Fray | ${what} failed`, error)),
  );
}
