/**
 * A player's own writes never put their character down, back up, or in the grave: the GM keeps the
 * last standing it accepted for each actor (up, down or dead, from health and the flags) and sets a
 * player's write back when it would change that standing. Other edits (endurance, prone …) stand.
 */
import type { ConditionState } from "../../rules/derived/conditions";
import { turnStanding } from "../../rules/derived/condition-statuses";
import { conditionStateOf, teamsDataOf } from "./actor-conditions";

const accepted = new Map<string, ConditionState>();

/** GM: what the actor's data says now is what the GM accepts. */
export function acceptConditions(actor: Actor.Implementation): void {
  const data = teamsDataOf(actor);
  if (data) accepted.set(actor.uuid ?? "", structuredClone(conditionStateOf(data)));
}

/** GM: sets back a player's write that changed who is down or dead; true when it did. */
export async function setBackPlayerStanding(actor: Actor.Implementation): Promise<boolean> {
  const data = teamsDataOf(actor);
  const before = accepted.get(actor.uuid ?? "");
  if (!data) return false;
  if (!before || turnStanding(before) === turnStanding(conditionStateOf(data))) {
    acceptConditions(actor);
    return false;
  }
  const { health, unconscious, dead } = before;
  await actor.update({ system: { health: { value: health.value }, conditions: { unconscious, dead } } } as Actor.UpdateData);
  return true;
}
