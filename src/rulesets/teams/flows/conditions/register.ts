/**
 * Token statuses follow a `teams` actor's data, on the active GM's client, in order on the GM's lane.
 * Document hooks carry the id of the user who made the change
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html, …createDocument.html,
 * …deleteDocument.html):
 * - the actor's data changed (or its token was placed): the statuses are toggled to match it;
 * - a GM toggled a condition's status: its flag is written (gm-toggles.ts);
 * - a player toggled harmed, bloodied or prone: put back (their turn statuses are the combat hooks' to undo);
 * - a player's write that would put them down, up or dead: set back (player-writes.ts).
 */
import { changesTouch } from "../../../../foundry/update-operators";
import { isActiveGmHere, onArrivalAsActiveGm } from "../../../../foundry/channel";
import { isOwnSetBack } from "../../../../foundry/actors/set-backs";
import { actorOfEffect } from "../../../../foundry/actors/effect-actor";
import { effectSubject, reactOnce } from "../../../../foundry/actors/one-report";
import { touchesTurnStatus } from "../../../../core/turns/status-conditions";
import { TEAMS_STATUSES } from "../../rules/statuses";
import { showDerivedConditions } from "./actor-conditions";
import { conditionsAmong, followGmToggle } from "./gm-toggles";
import { acceptConditions, acceptWorldStandings, setBackPlayerStanding } from "./player-writes";

const byGM = (userId: string) => game.users?.get(userId)?.isGM === true;

async function onActorData(actor: Actor.Implementation, userId: string): Promise<void> {
  if (byGM(userId)) acceptConditions(actor);
  else if (await setBackPlayerStanding(actor)) return;
  await showDerivedConditions(actor);
}

async function onStatusToggle(effect: ActiveEffect.Implementation, userId: string): Promise<void> {
  const actor = actorOfEffect(effect);
  if (!actor) return;
  const toggled = conditionsAmong(effect.statuses);
  if (byGM(userId)) return followGmToggle(actor, toggled);
  if (!touchesTurnStatus(TEAMS_STATUSES, effect.statuses)) await showDerivedConditions(actor, toggled);
}

export function registerConditionHooks(): void {
  // The combat hooks' set-backs restore what the GM accepted already: known by the GM's own id and record, never by a write's options.
  // One change reported twice (an unlinked token's delta and its synthetic actor) is handled once.
  const react = (uuid: string | null | undefined, userId: string, subject: string, work: () => Promise<void>) => {
    if (!isActiveGmHere() || isOwnSetBack(uuid, userId)) return;
    // A reaction that fails is logged; the lane goes on with the next change.
    reactOnce("teams conditions", subject, work)?.catch((error: unknown) => console.error("Fray | teams conditions could not follow a change", error));
  };
  const actorData = (actor: Actor.Implementation, userId: string) => react(actor.uuid, userId, JSON.stringify(["actorData", actor.uuid, userId]), () => onActorData(actor, userId));
  const toggle = (hook: string, effect: ActiveEffect.Implementation, userId: string, changes?: unknown) => {
    const owner = actorOfEffect(effect)?.uuid ?? "";
    react(owner, userId, effectSubject(hook, owner, effect.id, userId, changes), () => onStatusToggle(effect, userId));
  };
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (changesTouch(changes, "system")) actorData(actor, userId);
  });
  // An unlinked token keeps its actor's changes in an ActorDelta (https://foundryvtt.com/api/v13/classes/foundry.documents.ActorDelta.html),
  // and Foundry reports such a change for the delta and for the synthetic actor (foundryvtt/foundryvtt#8973, #9131).
  Hooks.on("updateActorDelta", (delta, changes, _options, userId) => {
    const actor = delta.parent?.actor;
    if (actor && changesTouch(changes, "system")) actorData(actor, userId);
  });
  Hooks.on("createToken", (token, _options, userId) => {
    const actor = token.actor;
    if (actor) react(actor.uuid, userId, JSON.stringify(["placed", actor.uuid]), () => onActorData(actor, game.user?.id ?? ""));
  });
  Hooks.on("createActiveEffect", (effect, _options, userId) => toggle("create", effect, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => toggle("delete", effect, userId));
  Hooks.on("updateActiveEffect", (effect, changes, _options, userId) => {
    if (changesTouch(changes, "statuses") || changesTouch(changes, "disabled")) toggle("update", effect, userId, changes);
  });
  // What the world holds when this client becomes the active GM (at load or at a handover) is what it accepts.
  onArrivalAsActiveGm("accept the teams standings", async () => acceptWorldStandings());
}
