/** A `teams` actor's conditions as its data says them, and the token statuses that show them. */
import { TeamsCharacterData, TeamsMonsterData } from "../../models";
import type { ConditionState, TeamsCondition } from "../../rules/derived/conditions";
import { statusChanges } from "../../rules/derived/condition-statuses";
import { TEAMS_STATUS } from "../../rules/statuses";

type TeamsActorData = TeamsCharacterData | TeamsMonsterData;

/** The actor's teams data, or null for an actor of another ruleset. */
export function teamsDataOf(actor: Actor.Implementation): TeamsActorData | null {
  const system: unknown = actor.system;
  return system instanceof TeamsCharacterData || system instanceof TeamsMonsterData ? system : null;
}

/** What the condition rules read: the pools and the flags the table sets. */
export function conditionStateOf(data: TeamsActorData): ConditionState {
  return { endurance: data.endurance, health: data.health, ...data.conditions };
}

/** GM: toggles the token statuses until they show exactly the derived conditions (those in `only`, when given). Returns what changed. */
export async function showDerivedConditions(actor: Actor.Implementation, only?: readonly TeamsCondition[]) {
  const data = teamsDataOf(actor);
  if (!data) return [];
  const changes = statusChanges(data.derived.conditions, actor.statuses, only);
  // Core draws the defeated status over the whole token (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect).
  for (const { id, active } of changes) await actor.toggleStatusEffect(id, { active, overlay: active && id === TEAMS_STATUS.dead });
  return changes;
}
