/** The user's one targeted token (the attack's or the swarm's target), or null with none or several. */
export function singleTarget(): Token.Implementation | null {
  const targets = [...(game.user?.targets ?? [])];
  return targets.length === 1 ? (targets[0] ?? null) : null;
}

/** The actor's token on the canvas the user acts from: the one they control, else its first. */
export function ownToken(actor: Actor.Implementation): Token.Implementation | null {
  const tokens = actor.getActiveTokens();
  return tokens.find((token) => token.controlled) ?? tokens[0] ?? null;
}

/** Every token the user targets (a blast's targets when no zones are drawn). */
export function userTargets(): Token.Implementation[] {
  return [...(game.user?.targets ?? [])];
}
