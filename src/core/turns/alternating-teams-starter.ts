/**
 * Which team goes first when the GM did not say who started the fight (rulebook 001: the starter's team
 * goes first, the attacked team next). A team with surprise started it; otherwise the first team in the
 * GM's order that is not the one being attacked.
 */
export function startingTeam(teams: readonly string[], named: { startedBy: string | null; attacked: string | null; surprising: string | null }): string {
  if (named.startedBy !== null) return named.startedBy;
  if (named.surprising !== null) return named.surprising;
  return teams.find((id) => id !== named.attacked) ?? teams[0] ?? "";
}
