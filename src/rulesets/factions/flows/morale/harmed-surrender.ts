/**
 * A surrendered character harmed by the enemy may fight again: its `surrendered` status goes and the GMs
 * are told. "Harmed" is a loss of health a GM writes (its cards' damage, or a GM's own edit of the sheet);
 * a player's own write of their character's health frees nothing (docs/rules-notes.md).
 *
 * Nothing the writer chooses decides it. Who wrote is the user id the server stamps on the hooks; the
 * health before the write is the writing GM's own record, noted on its own client as the write leaves
 * (preUpdateActor runs on the writing client alone, updateActor on every client afterwards:
 * https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html, …updateDocument.html).
 * Update options travel with a write and are the writer's to choose, so none is read.
 */
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { setStatuses } from "../../../../foundry/actors/turn-statuses";
import { onGmLane } from "../../../../foundry/channel";
import { clientMemory } from "../../../../foundry/client-memory";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_STATUS } from "../../rules/character/statuses";
import { mayFightAgain } from "../../rules/morale/surrender";
import { factionsCreatureOf } from "./morale-roster";

/**
 * This client's GM's own drops of surrendered characters' health, by actor uuid: the health each write leaves, until its hook comes back.
 * (c) Transient: noted as the write leaves this client and taken when its own hook comes back to it, so a handover has nothing to carry.
 */
const drops = clientMemory(() => new Map<string, number[]>());

function newHealth(changed: unknown): number | null {
  const value = (changed as { system?: { health?: { value?: unknown } } } | null)?.system?.health?.value;
  return typeof value === "number" ? value : null;
}

/** This client is the writer's, and its user a GM. */
const writtenHereByGm = (userId: string) => game.user?.isGM === true && game.user.id === userId;

/** On the writing client: a GM's write that lowers a surrendered character's health is noted. */
export function noteGmDrop(actor: Actor.Implementation, changed: unknown, userId: string): void {
  const data = factionsCreatureOf(actor);
  const after = newHealth(changed);
  if (!writtenHereByGm(userId) || !data || after === null || !actor.statuses.has(FACTIONS_STATUS.surrendered) || after >= data.health.value) return;
  const ownDrops = drops.mine();
  ownDrops.set(actor.uuid, [...(ownDrops.get(actor.uuid) ?? []), after]);
}

/** Whether this update is one of this client's GM's noted drops (taken off the record: a change is handled once). */
export function takeOwnDrop(actor: Actor.Implementation, changed: unknown, userId: string): boolean {
  const ownDrops = drops.mine();
  const noted = ownDrops.get(actor.uuid);
  const at = writtenHereByGm(userId) && noted ? noted.indexOf(newHealth(changed) ?? Number.NaN) : -1;
  if (!noted || at < 0) return false;
  noted.splice(at, 1);
  if (noted.length === 0) ownDrops.delete(actor.uuid);
  return true;
}

/** GM: the harmed character, if still surrendered, fights again; the GMs are told. */
export async function freeHarmedSurrendered(actor: Actor.Implementation): Promise<void> {
  if (!mayFightAgain({ surrendered: actor.statuses.has(FACTIONS_STATUS.surrendered), harmedSinceSurrender: true }).ok) return;
  await setStatuses(actor, [FACTIONS_STATUS.surrendered], false);
  await whisperToGms(actor, translate("FRAY.Factions.Morale.Card.FightsAgain", { name: actor.name ?? "" }));
}

export function registerHarmedSurrender(): void {
  Hooks.on("preUpdateActor", (actor, changed, _options, userId) => {
    noteGmDrop(actor, changed, userId);
  });
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (!takeOwnDrop(actor, changed, userId)) return;
    onGmLane(() => freeHarmedSurrendered(actor)).catch((error: unknown) => console.error("Fray | factions surrender check failed", error));
  });
}
