/**
 * Work a GM's client does when it becomes the active GM: at `ready`, and whenever a user connects or
 * leaves, since Foundry then recomputes `game.users.activeGM` from who is connected (the hook is
 * `userConnected(user, connected)` on every client: https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html).
 * A client that was not the active GM when it last looked and now is runs each arrival on its lane.
 */
import { isActiveGmHere } from "./gm-handlers";
import { onGmLane } from "./gm-lane";

type Arrival = () => Promise<void>;

/** Named, so registering again (a ruleset switch, a test's second boot) replaces instead of doubling. */
const arrivals = new Map<string, Arrival>();
/** Whether each client (by user id) was the active GM when it last looked: the test double runs several clients in one process. */
const wasActive = new Map<string, boolean>();

/** Runs `work` on the lane each time this client becomes the active GM. */
export function onArrivalAsActiveGm(name: string, work: Arrival): void {
  arrivals.set(name, work);
}

/** Whether this client is the active GM now and was not when it last looked (a page that just loaded never was); remembers the answer. */
function justArrived(loaded: boolean): boolean {
  const me = game.user?.id;
  if (!me) return false;
  const now = isActiveGmHere();
  const before = !loaded && wasActive.get(me) === true;
  wasActive.set(me, now);
  return now && !before;
}

function look(loaded = false): void {
  if (!justArrived(loaded)) return;
  for (const [name, work] of arrivals) {
    onGmLane(work).catch((error: unknown) => console.error(`Fray | the arriving GM could not ${name}`, error));
  }
}

/** Called once at init on every client. */
export function watchActiveGm(): void {
  // `ready` fires once per page load, so `on` and `once` are the same in a browser; several clients share one registry in the test double.
  Hooks.on("ready", () => look(true));
  Hooks.on("userConnected", () => look());
}
