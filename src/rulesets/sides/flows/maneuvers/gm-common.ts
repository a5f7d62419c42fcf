/** What every maneuver handler on the GM's client shares: its refusals, and how a fighter is recorded. */
export const MANEUVER_REFUSAL = {
  badRequest: "FRAY.Sides.Maneuver.Refusal.BadRequest",
  notOwner: "FRAY.Sides.Maneuver.Refusal.NotOwner",
  alreadyRolled: "FRAY.Sides.Maneuver.Refusal.AlreadyRolled",
  noCombat: "FRAY.Sides.Maneuver.Refusal.NoCombat",
  notConfirmed: "FRAY.Sides.Maneuver.Refusal.NotConfirmed",
  noCanvas: "FRAY.Sides.Maneuver.Refusal.NoCanvas",
  executionInFight: "FRAY.Sides.Maneuver.Refusal.ExecutionInFight",
} as const;

/** The id a fighter is recorded by: its token's UUID, or its actor's when it has no token. */
export function fighterId(tokenUuid: string | null, actorUuid: string): string {
  return tokenUuid ?? actorUuid;
}
