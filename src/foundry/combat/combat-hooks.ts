/**
 * The active GM's reactions to document changes around a fight. Foundry's document hooks carry the
 * id of the user who made the change, `(document, changes, options, userId)` for updates and
 * `(document, options, userId)` for creations and deletions
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html, …createDocument.html,
 * …deleteDocument.html), so what a player writes on their own documents is told apart from the GM's:
 * - their combatant's `defeated` or `system` is set back to what the GM last accepted;
 * - a turn-order status (dead, unconscious, mortally wounded), or one the ruleset keeps for the GM
 *   (`gmOnly`), they add, remove, enable, disable or edit on their own actor is undone: the engine
 *   and the GM's commands follow only statuses the GM (or Fray's GM handlers) set;
 * - taking their token out of the fight is leaving it; the GM notes, on the Combat, how it left, so
 *   putting it back in brings no fresh turn this round and no recovery; a second copy is removed.
 * Every reaction runs on the GM's lane, in order with the commands from the channel.
 */
import { conditionIntent, touchesGmKeptStatus, touchesTurnStatus } from "../../core/turns/status-conditions";
import { activeRules } from "../active-ruleset";
import { rejoinOf, type Departure } from "../../core/turns/rejoin";
import { isActiveGmHere, onGmLane } from "../channel";
import { combatData } from "./combat-model";
import { applyIntent, joinFight, moveToGroup, syncConditions } from "./turn-handler";
import { adapterOf, stateOf } from "./combat-engine";
import { storedEconomy, storeEconomy } from "./round-budget";
import { isOwnSetBack, setBack } from "../actors/set-backs";

const byGM = (userId: string) => game.users?.get(userId)?.isGM === true;
const asGM = () => ({ userId: game.user?.id ?? "", isGM: true });

/** What the GM last accepted of each combatant's `system` and `defeated`, to put back what a player overwrote. */
const acceptedSystem = new Map<string, { system: unknown; defeated: boolean }>();
const rememberSystem = (combatant: Combatant.Implementation) =>
  acceptedSystem.set(combatant.id ?? "", { system: structuredClone(combatant.toObject().system), defeated: combatant.defeated === true });

/** What the GM last accepted of each effect's statuses and switch, to put back a player's edit. */
const acceptedEffect = new Map<string, { statuses: string[]; disabled: boolean }>();
const rememberEffect = (effect: ActiveEffect.Implementation) => acceptedEffect.set(effect.uuid ?? "", { statuses: [...effect.statuses], disabled: effect.disabled === true });

function started(combat: Combat.Implementation | null): combat is Combat.Implementation {
  return combat !== null && adapterOf(combat) !== null;
}

function fighterOf(combat: Combat.Implementation, id: string) {
  return adapterOf(combat)?.view(stateOf(combat)).fighters.find((fighter) => fighter.id === id) ?? null;
}

/** Another combatant of the same token (or, tokenless, the same actor) is already in this fight. */
function hasTwin(combat: Combat.Implementation, combatant: Combatant.Implementation): boolean {
  return combat.combatants.contents.some((other) => {
    if (other.id === combatant.id) return false;
    return combatant.tokenId ? other.tokenId === combatant.tokenId : other.actorId === combatant.actorId;
  });
}

async function onCreate(combatant: Combatant.Implementation, userId: string): Promise<void> {
  const combat = combatant.parent;
  rememberSystem(combatant);
  if (!started(combat) || fighterOf(combat, combatant.id ?? "")) return;
  // A player adding a token already in the fight would get a second turn: the copy goes.
  if (!byGM(userId) && hasTwin(combat, combatant)) {
    await setBack(combatant.uuid ?? "", () => combat.deleteEmbeddedDocuments("Combatant", [combatant.id ?? ""]));
    return;
  }
  // What a player brings back is what it left with; the GM's own additions join fresh.
  const departure = byGM(userId) ? null : (combatData(combat)?.departed[combatant.actorId ?? ""] ?? null);
  const round = adapterOf(combat)?.view(stateOf(combat)).round ?? 0;
  const back = rejoinOf(departure, round, combatant.id ?? "");
  await joinFight(combat, combatant, back.actedThisRound);
  // The new combatant's budget is keyed by its new id: what the old one spent this round comes back with it.
  if (back.budget !== null && typeof back.budget === "object") await storeEconomy(combatant, back.budget);
  if (back.condition) await applyIntent(combat, back.condition, asGM());
  const statuses = combatant.actor?.statuses ?? new Set<string>();
  if (touchesTurnStatus(activeRules().statuses, statuses)) await applyIntent(combat, conditionIntent(activeRules().statuses, combatant.id ?? "", statuses), asGM());
}

async function onDelete(combatant: Combatant.Implementation, userId: string): Promise<void> {
  const combat = combatant.parent;
  if (!started(combat)) return;
  const fighter = fighterOf(combat, combatant.id ?? "");
  if (!fighter) return;
  if (!byGM(userId) && combatant.actorId) {
    const round = adapterOf(combat)?.view(stateOf(combat)).round ?? 0;
    const budget = storedEconomy(combatant) ?? null;
    const departed: Record<string, Departure> = { ...(combatData(combat)?.departed ?? {}), [combatant.actorId]: { round, status: fighter.status, budget } };
    await combat.update({ system: { departed } } as Combat.UpdateData);
  }
  await applyIntent(combat, { kind: "leave", combatantId: combatant.id ?? "" }, asGM());
}

async function onUpdate(combatant: Combatant.Implementation, changes: Record<string, unknown>, userId: string): Promise<void> {
  const combat = combatant.parent;
  if (!byGM(userId)) {
    const undo: Record<string, unknown> = {};
    const accepted = acceptedSystem.get(combatant.id ?? "");
    // Back to what the GM holds (the engine's standing in a started fight, else what it accepted), never the
    // flip of what was written: a write may restate the value it already had.
    const fighter = started(combat) ? fighterOf(combat, combatant.id ?? "") : null;
    if ("defeated" in changes) undo.defeated = fighter ? fighter.status === "defeated" : (accepted?.defeated ?? !changes.defeated);
    if ("system" in changes && accepted) undo.system = accepted.system;
    if (Object.keys(undo).length > 0) await setBack(combatant.uuid ?? "", () => combatant.update(undo));
    return;
  }
  if ("system" in changes || "defeated" in changes) rememberSystem(combatant);
  if (!started(combat)) return;
  if ("group" in changes && typeof changes.group === "string") await moveToGroup(combat, combatant.id ?? "", changes.group);
  if ("defeated" in changes) await applyIntent(combat, { kind: changes.defeated ? "defeat" : "recover", combatantId: combatant.id ?? "" }, asGM());
}

/** A player's turn-order (or GM-kept) status created or deleted on their own actor is undone; the GM's moves the engine. */
async function onEffect(effect: ActiveEffect.Implementation, created: boolean, userId: string): Promise<void> {
  const actor = effect.parent;
  if (!(actor instanceof Actor)) return;
  if (byGM(userId)) {
    if (created) rememberEffect(effect);
    await syncConditions(actor);
    return;
  }
  if (!touchesGmKeptStatus(activeRules().statuses, effect.statuses)) {
    if (created) rememberEffect(effect);
    return;
  }
  if (created) await setBack(actor.uuid, () => effect.delete());
  else await setBack(actor.uuid, () => actor.createEmbeddedDocuments("ActiveEffect", [effect.toObject()], { keepId: true }));
}

/** A player's edit of an effect's statuses or switch, where either side of it is a turn-order (or GM-kept) status, is put back. */
async function onEffectUpdate(effect: ActiveEffect.Implementation, changes: Record<string, unknown>, userId: string): Promise<void> {
  const before = acceptedEffect.get(effect.uuid ?? "");
  if (byGM(userId) || !before) {
    rememberEffect(effect);
    if (byGM(userId) && ("statuses" in changes || "disabled" in changes) && effect.parent instanceof Actor) await syncConditions(effect.parent);
    return;
  }
  if (!("statuses" in changes || "disabled" in changes)) return;
  if (!touchesGmKeptStatus(activeRules().statuses, before.statuses) && !touchesGmKeptStatus(activeRules().statuses, effect.statuses)) {
    rememberEffect(effect);
    return;
  }
  const actor = effect.parent;
  await setBack(actor?.uuid ?? "", () => effect.update({ statuses: before.statuses, disabled: before.disabled } as never));
}

/** Registers the hooks on every client; only the active GM reacts, once per change. */
export function registerCombatHooks(): void {
  // Who wrote decides, never the write's options: the GM's own set-backs are known by its user id and its record.
  const react = (uuid: string | null | undefined, userId: string, work: () => Promise<void>) => {
    if (isActiveGmHere() && !isOwnSetBack(uuid, userId)) void onGmLane(work);
  };
  const ownerOf = (effect: ActiveEffect.Implementation) => (effect.parent as { uuid?: string } | null)?.uuid;
  Hooks.on("createCombatant", (combatant, _options, userId) => react(combatant.uuid, userId, () => onCreate(combatant, userId)));
  Hooks.on("deleteCombatant", (combatant, _options, userId) => react(combatant.uuid, userId, () => onDelete(combatant, userId)));
  Hooks.on("updateCombatant", (combatant, changes, _options, userId) => react(combatant.uuid, userId, () => onUpdate(combatant, changes as Record<string, unknown>, userId)));
  Hooks.on("createActiveEffect", (effect, _options, userId) => react(ownerOf(effect), userId, () => onEffect(effect, true, userId)));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => react(ownerOf(effect), userId, () => onEffect(effect, false, userId)));
  Hooks.on("updateActiveEffect", (effect, changes, _options, userId) => react(ownerOf(effect), userId, () => onEffectUpdate(effect, changes as Record<string, unknown>, userId)));
  // What the GM's client finds at load is what it accepted before.
  Hooks.once("ready", () => {
    for (const combat of game.combats?.contents ?? []) for (const combatant of combat.combatants.contents) rememberSystem(combatant);
    for (const actor of game.actors?.contents ?? []) for (const effect of actor.effects.contents) rememberEffect(effect);
  });
}
