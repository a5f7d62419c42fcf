/** Cyclic order helpers for structures where groups take turns in a ring. */

/** The ring starting at `startId` (or at the top when it is not in the ring). */
export function ringFrom(order: readonly string[], startId: string | null): string[] {
  const i = startId === null ? -1 : order.indexOf(startId);
  if (i < 0) return [...order];
  return [...order.slice(i), ...order.slice(0, i)];
}

/** The ring after `fromId`, ending with `fromId` itself. */
export function ringAfter(order: readonly string[], fromId: string | null): string[] {
  const i = fromId === null ? -1 : order.indexOf(fromId);
  if (i < 0) return [...order];
  return [...order.slice(i + 1), ...order.slice(0, i + 1)];
}
