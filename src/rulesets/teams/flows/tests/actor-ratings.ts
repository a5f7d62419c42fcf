/** What a test reads of a `teams` actor, character or stat block; anything else is not a teams actor (null). */
import { TeamsCharacterData, TeamsMonsterData } from "../../models";

export type TeamsActorData = TeamsCharacterData | TeamsMonsterData;

export function teamsDataOf(actor: Actor.Implementation | null | undefined): TeamsActorData | null {
  const system: unknown = actor?.system;
  return system instanceof TeamsCharacterData || system instanceof TeamsMonsterData ? system : null;
}
