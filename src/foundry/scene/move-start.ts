/**
 * Where each fighter's token last stood, as the active GM's client saw it (the declared reach riposte
 * and the classic attack of opportunity read a move's start here). Foundry's updateToken hook
 * gives only the new position, so the GM remembers every fighter's square when the fight changes
 * (updateCombat) and after every move: a move's start is where the token stood before it.
 */
import { isActiveGmHere, onGmLane } from "../channel";

/** Where a token stands: its top-left corner in pixels and its size in squares. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const placementOf = (token: TokenDocument.Implementation): Placement => ({ x: token.x, y: token.y, width: Number(token.width), height: Number(token.height) });

const lastSeen = new Map<string, Placement>();

/** Remembers where the fight's tokens stand, for those not yet seen (a move already seen stays as it is). */
export function rememberFighters(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token;
    if (token && !lastSeen.has(token.uuid)) lastSeen.set(token.uuid, placementOf(token));
  }
}

/** Where the token stood before this move (null when never seen), and remembers where it stands now. */
export function startOfMove(token: TokenDocument.Implementation): Placement | null {
  const before = lastSeen.get(token.uuid) ?? null;
  lastSeen.set(token.uuid, placementOf(token));
  return before;
}

/** Forgets every position (a test's fresh scene). */
export function forgetPositions(): void {
  lastSeen.clear();
}

/**
 * On the active GM's client, calls `onMove` with every token move (x or y changed) and where the token
 * stood before it; remembers the fighters' squares whenever a combat changes. Foundry's updateToken
 * hook is `updateDocument` for Token documents: (document, changed, options, userId), fired on every
 * client after the server applied the change; `changed` holds only what changed
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 */
export function watchTokenMoves(onMove: MoveWatcher): void {
  // Several watchers (a ruleset's opportunity attacks and its zone moves) share one start of each move.
  moveWatchers.add(onMove);
  if (watchedHooks === Hooks) return;
  watchedHooks = Hooks;
  Hooks.on("updateCombat", (combat) => {
    if (isActiveGmHere()) rememberFighters(combat);
  });
  Hooks.on("updateToken", (token, changed) => {
    const moved = changed as { x?: unknown; y?: unknown };
    if (!isActiveGmHere() || (moved.x === undefined && moved.y === undefined)) return;
    const start = startOfMove(token);
    for (const watcher of moveWatchers) void watcher(token, start);
  });
}

/** On the active GM's client: `work` for every token move with where it began, one move after another (the GM's lane); a failure is logged as `what`. */
export function onEachMove(what: string, work: (token: TokenDocument.Implementation, start: Placement) => Promise<unknown>): void {
  watchTokenMoves((token, start) =>
    start
      ? onGmLane(() => work(token, start))
          .then(() => undefined)
          .catch((error: unknown) => console.error(`Fray | ${what} failed`, error))
      : undefined,
  );
}

type MoveWatcher = (token: TokenDocument.Implementation, start: Placement | null) => Promise<unknown> | undefined;
const moveWatchers = new Set<MoveWatcher>();
/** The Hooks the watch is registered with (a test world installs fresh ones). */
let watchedHooks: unknown = null;
