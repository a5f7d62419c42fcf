/** Who may act for an actor: a GM, or one of the actor's owners. */
export function mayActFor(user: User.Implementation | null | undefined, actor: Actor.Implementation | null | undefined): boolean {
  if (!user || !actor) return false;
  return user.isGM || actor.testUserPermission(user, "OWNER");
}

/** The same for the user a channel names by id (the server-vouched sender). */
export function userMayActFor(userId: string, actor: Actor.Implementation | null | undefined): boolean {
  return mayActFor(game.users?.get(userId), actor);
}
