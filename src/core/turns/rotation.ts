/** Cyclic order helpers for structures where groups take turns in a ring. */

/** The ring starting at `startId` (or at the top when it is not in the ring). */
export function ringFrom(order: readonly string[], startId: string | null): string[] {
  const i = Math.max(0, order.findIndex((id) => id === startId));
  return [...order.slice(i), ...order.slice(0, i)];
}

/** The ring after `fromId`, ending with `fromId` itself (from the top when it is not in the ring). */
export function ringAfter(order: readonly string[], fromId: string | null): string[] {
  const i = order.findIndex((id) => id === fromId) + 1;
  return [...order.slice(i), ...order.slice(0, i)];
}
