/** This client is the one GM that applies commands: the active GM is this client's user. */
export function isActiveGmHere(): boolean {
  return game.users?.activeGM?.isSelf === true;
}
