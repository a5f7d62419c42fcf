/**
 * Who may take an action past the round's budget after confirming it (the GMs are told in a whisper):
 * a GM anywhere, as the final arbiter; a player only on the creature's own turn or step, where going
 * over is a table's judgement call. Anywhere else a player's confirmed ("force") request is refused like
 * any other, and the refusal is not offered as one to override. Pure.
 */
export function mayOverrideBudget(asker: { isGM: boolean }, ownTurn: boolean): boolean {
  return asker.isGM || ownTurn;
}
