/**
 * Memory one client keeps for itself, kept under the id of the user whose client it is. In a browser each
 * client has its own copy of Fray's modules anyway; the test double runs several clients in one process,
 * so memory that is not kept per user would be shared there by GMs who, at a real table, share nothing.
 */
export interface ClientMemory<T> {
  /** This client's memory, made fresh the first time it is asked for. */
  mine(): T;
  /** Throws this client's memory away and starts it afresh; returns the fresh one. */
  renew(): T;
}

export function clientMemory<T>(fresh: () => T): ClientMemory<T> {
  const clients = new Map<string, T>();
  // Stryker disable next-line OptionalChaining,StringLiteral: every caller runs on a ready client, whose user is set
  const me = () => game.user?.id ?? "";
  const renew = () => {
    const made = fresh();
    clients.set(me(), made);
    return made;
  };
  return { mine: () => (clients.has(me()) ? (clients.get(me()) as T) : renew()), renew };
}
