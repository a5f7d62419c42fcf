/**
 * A player's own writes never put their character down, back up, or in the grave: the GM keeps the
 * last standing it accepted for each actor (up, down or dead, from health and the flags) and sets a
 * player's write back when it would change that standing. Other edits (endurance, prone …) stand.
 */
import { clientMemory } from "../../../../foundry/client-memory";
import type { ConditionState } from "../../rules/derived/conditions";
import { turnStanding } from "../../rules/derived/condition-statuses";
import { conditionStateOf, teamsDataOf } from "./actor-conditions";

/**
 * (b) Each actor's accepted standing, by actor uuid, on this client: kept up by the active GM's reactions and
 * rebuilt from the world whenever this client becomes the active GM (acceptWorldStandings), since a GM that
 * was not active followed none of the fight.
 */
const standings = clientMemory(() => new Map<string, ConditionState>());

/** GM: what the actor's data says now is what the GM accepts. */
export function acceptConditions(actor: Actor.Implementation): void {
  const data = teamsDataOf(actor);
  if (data) standings.mine().set(actor.uuid ?? "", structuredClone(conditionStateOf(data)));
}

/**
 * GM, on becoming the active GM: the world as it stands is what it accepts, every earlier memory dropped. The
 * GM before it set back what a player had no right to write, so the world holds what that GM last accepted.
 */
export function acceptWorldStandings(): void {
  standings.renew();
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: a GM becomes active once the world's actors are loaded
  for (const actor of game.actors?.contents ?? []) acceptConditions(actor);
  // Unlinked tokens' actors live on their scenes, not in the world's list.
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: as above, for scenes
  for (const scene of game.scenes?.contents ?? []) for (const token of scene.tokens.contents) if (token.actor && !token.actorLink) acceptConditions(token.actor);
}

/** GM: sets back a player's write that changed who is down or dead; true when it did. */
export async function setBackPlayerStanding(actor: Actor.Implementation): Promise<boolean> {
  const data = teamsDataOf(actor);
  const before = standings.mine().get(actor.uuid ?? "");
  if (!data) return false;
  if (!before || turnStanding(before) === turnStanding(conditionStateOf(data))) {
    acceptConditions(actor);
    return false;
  }
  const { health, unconscious, dead } = before;
  await actor.update({ system: { health: { value: health.value }, conditions: { unconscious, dead } } } as Actor.UpdateData);
  return true;
}
