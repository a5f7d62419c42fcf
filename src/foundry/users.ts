/** The ids of every GM user: whom a whisper meant for the GMs alone goes to. */
export function gmUserIds(): string[] {
  return (game.users?.contents ?? []).filter((user) => user.isGM).map((user) => user.id ?? "");
}

/** The ids of the players (not GMs) who own the actor. */
export function playerOwnerIds(actor: Actor.Implementation | null): string[] {
  return (game.users?.contents ?? []).filter((user) => !user.isGM && actor?.testUserPermission(user, "OWNER") === true).map((user) => user.id ?? "");
}

/** The ids of the players who own the actor (and may act for it), with the GMs: whom an offer to that creature is whispered to. */
export function ownersAndGms(actor: Actor.Implementation | null): string[] {
  return [...new Set([...playerOwnerIds(actor), ...gmUserIds()])];
}
