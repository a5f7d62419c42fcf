/** The user's one targeted token (the attack's or the swarm's target), or null with none or several. */
export function singleTarget(): Token.Implementation | null {
  const targets = [...(game.user?.targets ?? [])];
  return targets.length === 1 ? (targets[0] ?? null) : null;
}
