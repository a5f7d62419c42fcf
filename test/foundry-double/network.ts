/**
 * Several users' clients in one test process, joined by Fray's system socket as Foundry's server
 * joins them. Code runs "on" a client: `actAs` picks the client the test's own code runs on, and
 * every socket delivery runs its listeners on the receiving client (kept across awaits with
 * AsyncLocalStorage), so `game.user` is always the user whose client is running the code.
 *
 * Sources for what this stands in for:
 * - A package's socket events reach every other connected client, never the sender, and carry only
 *   JSON-serialisable data: https://foundryvtt.wiki/en/development/api/sockets
 * - The listener's second argument is the sender's user id, set by the server: socketlib's
 *   `_onSocketReceived(message, senderId)` (manuelVo/foundryvtt-socketlib, src/socketlib.js).
 * - `game.users.activeGM` is "one User who is an active Gamemaster (non-assistant if possible)":
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html#activegm; a full Gamemaster
 *   whenever one is active (foundryvtt/foundryvtt#11242), an Assistant only when none is. It is the designated user
 *   among active GMs, the one "with the highest role" (Users#getDesignatedUser, foundryvtt/foundryvtt#11698 and
 *   #11678). Among GMs of one role the double takes the lowest id (Foundry's choice there is not in a public source).
 * - Roles: CONST.USER_ROLES, ASSISTANT 3 and GAMEMASTER 4; both are GMs (User#isGM):
 *   https://foundryvtt.com/api/v13/variables/CONST.USER_ROLES.html
 * - A v13 query handler receives `(data, { timeout })` and no sender: foundryvtt/foundryvtt#13418.
 * - `User#query(name, data, { timeout })` runs `CONFIG.queries[name]` on that user's client alone, and
 *   its result goes back to the querier alone: foundryvtt/foundryvtt#11235,
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface NetUserSeed {
  id: string;
  isGM: boolean;
  name?: string;
  /** Connected (logged in); an inactive GM never becomes the active GM. */
  active?: boolean;
  /** A GM's role: GAMEMASTER (4, the default) or ASSISTANT (3); a player's is PLAYER (1). */
  role?: typeof USER_ROLES.ASSISTANT | typeof USER_ROLES.GAMEMASTER;
}

/** CONST.USER_ROLES (https://foundryvtt.com/api/v13/variables/CONST.USER_ROLES.html), the roles the double seats. */
export const USER_ROLES = { PLAYER: 1, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export interface NetUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  readonly isSelf: boolean;
  role: number;
  /** User#query: this user's client answers, and only the querier hears the answer. */
  query(name: string, data: unknown, options?: { timeout?: number }): Promise<unknown>;
}

type Listener = (message: unknown, senderId: string) => unknown;

export interface SentMessage {
  event: string;
  from: string;
  message: unknown;
}

/** A User#query as it went: from the querier's client to the queried user's alone. */
export interface SentQuery {
  from: string;
  to: string;
  name: string;
  data: unknown;
}

/**
 * One table, one network: a world (./globals) starts a fresh one, and the doubles composed on it (combat,
 * chat, attack) join it when they name the same users, so the client a document hook runs on is the
 * client whose `game.user` the code reads.
 */
export function installNetwork(seeds: NetUserSeed[], fresh = false): Network {
  const g = globalThis as Record<string, any>;
  const existing = g[NETWORK] as { ids: string; net: Network } | undefined;
  const ids = seeds.map((seed) => `${seed.id}:${seed.isGM}:${seed.role ?? ""}:${seed.active !== false}`).join(",");
  if (!fresh && existing?.ids === ids && g.game?.socket === existing.net.socket) return existing.net;
  const net = newNetwork(seeds);
  g[NETWORK] = { ids, net };
  return net;
}

const NETWORK = "__frayTestNetwork";

function newNetwork(seeds: NetUserSeed[]) {
  const running = new AsyncLocalStorage<string>();
  let testClient = seeds.find((seed) => seed.isGM && seed.active !== false)?.id ?? seeds[0]?.id ?? "";
  const clientId = () => running.getStore() ?? testClient;
  const listeners = new Map<string, Listener[]>();
  const sent: SentMessage[] = [];
  const deliveries = new Set<Promise<void>>();

  const queries: SentQuery[] = [];

  /** Runs the query's handler on the queried user's client, with its data and result through JSON as the server carries them; no sender is given. */
  function query(to: string, name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    // JSON carries nothing for undefined: the handler gets undefined.
    const wire: string | undefined = JSON.stringify(data);
    const delivered = () => (wire === undefined ? undefined : (JSON.parse(wire) as unknown));
    queries.push({ from: clientId(), to, name, data: delivered() });
    const answered = Promise.resolve().then(() =>
      running.run(to, async () => {
        const handler = (globalThis as Record<string, any>).CONFIG?.queries?.[name] as ((data: unknown, options: { timeout?: number }) => unknown) | undefined;
        if (!handler) throw new Error(`no query handler "${name}" on ${to}'s client`);
        const result = await handler(delivered(), { timeout: options.timeout });
        return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
      }),
    );
    const delivery = answered.then(() => undefined, () => undefined);
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return answered;
  }

  const users: NetUser[] = seeds.map((seed) => ({
    id: seed.id,
    name: seed.name ?? seed.id,
    isGM: seed.isGM,
    active: seed.active ?? true,
    role: seed.isGM ? (seed.role ?? USER_ROLES.GAMEMASTER) : USER_ROLES.PLAYER,
    get isSelf() {
      return seed.id === clientId();
    },
    query: (name: string, data: unknown, options?: { timeout?: number }) => query(seed.id, name, data, options),
  }));
  const userById = (id: string) => users.find((user) => user.id === id);

  const socket = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string) {
      listeners.delete(event);
    },
    emit(event: string, message: unknown) {
      const from = clientId();
      // A user who is not logged in has no socket to send from.
      if (userById(from)?.active === false) return;
      const wire = JSON.stringify(message);
      sent.push({ event, from, message: JSON.parse(wire) });
      for (const user of users) {
        if (user.id === from || !user.active) continue;
        // Delivered later, on the receiver's client (a microtask, so fake timers cannot hold it back).
        const delivery = Promise.resolve().then(() =>
          running.run(user.id, async () => {
            for (const listener of listeners.get(event) ?? []) await listener(JSON.parse(wire), from);
          }),
        );
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      }
    },
  };

  const usersApi = {
    contents: users,
    get: userById,
    get activeGM() {
      // The highest role first (a full Gamemaster over an Assistant), then the lowest id.
      return users.filter((user) => user.isGM && user.active).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id))[0] ?? null;
    },
    [Symbol.iterator]: () => users[Symbol.iterator](),
  };

  // The network owns who is who; other doubles that reassign `game` keep these accessors.
  const own: Record<string, () => unknown> = { user: () => userById(clientId()), users: () => usersApi, socket: () => socket, userId: () => clientId() };
  const game: Record<string, unknown> = {};
  for (const [key, get] of Object.entries(own)) Object.defineProperty(game, key, { get, enumerable: true });
  const g = globalThis as Record<string, any>;
  for (const [key, value] of Object.entries((g.game ?? {}) as Record<string, unknown>)) if (!(key in own)) game[key] = value;
  Object.defineProperty(globalThis, "game", {
    configurable: true,
    get: () => game,
    set(next: Record<string, unknown>) {
      for (const [key, value] of Object.entries(next)) if (!(key in own)) game[key] = value;
    },
  });

  return {
    socket,
    users,
    sent,
    /** Every User#query made, with who asked whom. */
    queries,
    clientId,
    currentUser: () => userById(clientId()),
    /** The test's own code runs on this user's client from now on. */
    actAs(userId: string) {
      testClient = userId;
    },
    /** Runs `work` on one client without changing the test's client. */
    on<T>(userId: string, work: () => T): T {
      return running.run(userId, work);
    },
    connect(userId: string, active = true) {
      const user = userById(userId);
      if (user) user.active = active;
    },
    /** Waits until every message sent so far (and every one those sent) has been handled. */
    async settle() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}

export type Network = ReturnType<typeof newNetwork>;
