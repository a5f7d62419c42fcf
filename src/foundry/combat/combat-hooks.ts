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
import { isActiveGmHere, onArrivalAsActiveGm, onGmLane } from "../channel";
import { clientMemory } from "../client-memory";
import { combatData } from "./combat-model";
import { applyIntent, joinFight, moveToGroup, syncConditions } from "./turn-handler";
import { adapterOf, stateOf } from "./combat-engine";
import { twinIn } from "./encounter-fighters";
import { isRecord } from "../../core/schema/validate";
import { storedEconomy, storeEconomy } from "./round-budget";
import { isOwnSetBack, setBack } from "../actors/set-backs";
import { actorOfEffect } from "../actors/effect-actor";
import { effectSubject, reactOnce } from "../actors/one-report";
import { changesTouch, replaced } from "../update-operators";

// Stryker disable next-line OptionalChaining: Foundry sets up game.users before it fires any document hook
const byGM = (userId: string) => game.users?.get(userId)?.isGM === true;
// Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: the engine reads a GM issuer's isGM alone, never its id
const asGM = () => ({ userId: game.user?.id ?? "", isGM: true });
/** A combatant created or deleted, and the standing it joins with, are facts of the world: no undo step of their own. */
const WORLD_FACT = { worldFact: true };
/** A document in a hook has been created, so it has an id and a uuid; "" only satisfies the types. */
// Stryker disable next-line StringLiteral: never reached, see above
const idOf = (document: { id: string | null }) => document.id ?? "";
// Stryker disable next-line StringLiteral: never reached, see above
const uuidOf = (document: { uuid?: string | null } | null | undefined) => document?.uuid ?? "";

/**
 * What this client, as the active GM, last accepted: each combatant's `system` and `defeated` (by id) and each
 * effect's statuses and switch (by uuid), to put back what a player overwrote. (b) Kept up by the active GM's
 * reactions and rebuilt from the world whenever this client becomes the active GM (acceptWorldAsItStands): a GM
 * that was not active followed none of it. In a started fight `defeated` is (a) the engine's, on the Combat.
 */
const accepted = clientMemory(() => ({
  systems: new Map<string, { system: unknown; defeated: boolean }>(),
  effects: new Map<string, { statuses: string[]; disabled: boolean }>(),
}));
const rememberSystem = (combatant: Combatant.Implementation) =>
  accepted.mine().systems.set(idOf(combatant), { system: structuredClone(combatant.toObject().system), defeated: combatant.defeated === true });
const rememberEffect = (effect: ActiveEffect.Implementation) => accepted.mine().effects.set(uuidOf(effect), { statuses: [...effect.statuses], disabled: effect.disabled === true });

/**
 * GM, on becoming the active GM: the world as it stands is what it accepts, every earlier memory dropped. The GM
 * before it set back what a player had no right to write, so the world holds what that GM last accepted.
 */
function acceptWorldAsItStands(): void {
  accepted.renew();
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: a GM becomes active once the world's combats are loaded
  for (const combat of game.combats?.contents ?? []) for (const combatant of combat.combatants.contents) rememberSystem(combatant);
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: as above, for actors
  for (const actor of game.actors?.contents ?? []) for (const effect of actor.effects.contents) rememberEffect(effect);
  // Unlinked tokens' creatures live on their scenes, not in the world's list.
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: as above, for scenes
  for (const scene of game.scenes?.contents ?? []) for (const token of scene.tokens.contents) if (token.actor && !token.actorLink) for (const effect of token.actor.effects.contents) rememberEffect(effect);
}

/** The engine's view of a started fight; null before the start. */
function engineView(combat: Combat.Implementation | null) {
  const adapter = combat ? adapterOf(combat) : null;
  return combat && adapter ? adapter.view(stateOf(combat)) : null;
}

async function onCreate(combatant: Combatant.Implementation, userId: string): Promise<void> {
  const combat = combatant.parent;
  const id = idOf(combatant);
  rememberSystem(combatant);
  const view = engineView(combat);
  if (!combat || !view || view.fighters.some((fighter) => fighter.id === id)) return;
  // A player adding a token already in the fight would get a second turn: the copy goes.
  if (!byGM(userId) && twinIn(combatant, combat.combatants.contents)) {
    await setBack(uuidOf(combatant), () => combat.deleteEmbeddedDocuments("Combatant", [id]));
    return;
  }
  // What a player brings back is what it left with; the GM's own additions join fresh.
  // Stryker disable next-line OptionalChaining,StringLiteral: a started fight holds Fray's data; no actor's id is the made-up key
  const departure = byGM(userId) ? null : (combatData(combat)?.departed[combatant.actorId ?? ""] ?? null);
  const back = rejoinOf(departure, view.round, id);
  await joinFight(combat, combatant, back.actedThisRound);
  // The new combatant's budget is keyed by its new id: what the old one spent this round comes back with it.
  if (isRecord(back.budget)) await storeEconomy(combatant, back.budget);
  if (back.condition) await applyIntent(combat, back.condition, asGM(), WORLD_FACT);
  const statuses = combatant.actor?.statuses ?? new Set<string>();
  if (touchesTurnStatus(activeRules().statuses, statuses)) await applyIntent(combat, conditionIntent(activeRules().statuses, id, statuses), asGM(), WORLD_FACT);
}

async function onDelete(combatant: Combatant.Implementation, userId: string): Promise<void> {
  const combat = combatant.parent;
  const id = idOf(combatant);
  const view = engineView(combat);
  const fighter = view?.fighters.find((f) => f.id === id);
  if (!combat || !view || !fighter) return;
  if (!byGM(userId) && combatant.actorId) {
    const budget = storedEconomy(combatant) ?? null;
    // Stryker disable next-line OptionalChaining: a started fight holds Fray's data
    const departed: Record<string, Departure> = { ...combatData(combat)?.departed, [combatant.actorId]: { round: view.round, status: fighter.status, budget } };
    // The whole record: Foundry merges an object field, so a second departure's budget would keep the first's stale keys.
    await combat.update({ system: replaced("departed", departed) } as Combat.UpdateData);
  }
  // Its document is gone: a fact of the world, which takes no undo step (command-write.ts).
  await applyIntent(combat, { kind: "leave", combatantId: id }, asGM(), WORLD_FACT);
}

async function onUpdate(combatant: Combatant.Implementation, changes: Record<string, unknown>, userId: string): Promise<void> {
  const combat = combatant.parent;
  const id = idOf(combatant);
  const view = engineView(combat);
  if (!byGM(userId)) {
    const undo: Record<string, unknown> = {};
    const before = accepted.mine().systems.get(id);
    // Back to what the GM holds (the engine's standing in a started fight, else what it accepted), never the
    // flip of what was written: a write may restate the value it already had.
    const fighter = view?.fighters.find((f) => f.id === id);
    if (changesTouch(changes, "defeated")) undo.defeated = fighter ? fighter.status === "defeated" : (before?.defeated ?? !changes.defeated);
    if (changesTouch(changes, "system") && before) Object.assign(undo, replaced("system", before.system));
    if (Object.keys(undo).length > 0) await setBack(uuidOf(combatant), () => combatant.update(undo));
    return;
  }
  // Whatever the GM writes, the combatant as it now stands is what the GM accepts.
  rememberSystem(combatant);
  // Before the start both refuse, and nothing changes.
  // Stryker disable next-line ConditionalExpression: a combatant's parent is its Combat
  if (!combat) return;
  if (typeof changes.group === "string") await moveToGroup(combat, id, changes.group);
  // The engine's defeat is final: clearing the mark brings no one back (the tracker's Undo does).
  if (changes.defeated === true) await applyIntent(combat, { kind: "defeat", combatantId: id }, asGM());
}

/** A player's turn-order (or GM-kept) status created or deleted on their own actor is undone; the GM's moves the engine. */
async function onEffect(effect: ActiveEffect.Implementation, created: boolean, userId: string): Promise<void> {
  const actor = actorOfEffect(effect);
  if (!actor) return;
  // A deleted effect's record is never read again, unless the GM's set-back brings the effect back as it was.
  if (byGM(userId)) {
    rememberEffect(effect);
    await syncConditions(actor);
    return;
  }
  if (!touchesGmKeptStatus(activeRules().statuses, effect.statuses)) {
    rememberEffect(effect);
    return;
  }
  if (created) await setBack(actor.uuid, () => effect.delete());
  else await setBack(actor.uuid, () => actor.createEmbeddedDocuments("ActiveEffect", [effect.toObject()], { keepId: true }));
}

/** A player's edit of an effect's statuses or switch, where either side of it is a turn-order (or GM-kept) status, is put back. */
async function onEffectUpdate(effect: ActiveEffect.Implementation, changes: Record<string, unknown>, userId: string): Promise<void> {
  const before = accepted.mine().effects.get(uuidOf(effect));
  const touchesStanding = changesTouch(changes, "statuses") || changesTouch(changes, "disabled");
  if (byGM(userId) || !before) {
    rememberEffect(effect);
    const actor = actorOfEffect(effect);
    if (byGM(userId) && actor) await syncConditions(actor);
    return;
  }
  if (!touchesStanding) return;
  if (!touchesGmKeptStatus(activeRules().statuses, before.statuses) && !touchesGmKeptStatus(activeRules().statuses, effect.statuses)) {
    rememberEffect(effect);
    return;
  }
  await setBack(uuidOf(actorOfEffect(effect)), () => effect.update({ statuses: before.statuses, disabled: before.disabled } as never));
}

/** Registers the hooks on every client; only the active GM reacts, once per change. */
export function registerCombatHooks(): void {
  // Who wrote decides, never the write's options: the GM's own set-backs are known by its user id and its record.
  const react = (uuid: string | null | undefined, userId: string, work: () => Promise<void>, subject?: string) => {
    if (!isActiveGmHere() || isOwnSetBack(uuid, userId)) return;
    const queued = subject === undefined ? onGmLane(work) : reactOnce("combat", subject, work);
    // A reaction that fails is logged; the lane goes on with the next change.
    queued?.catch((error: unknown) => console.error("Fray | the GM could not follow a change around a fight", error));
  };
  // An unlinked token's effect may be reported twice for one change (its delta's copy and its synthetic actor's).
  const reactToEffect = (hook: string, effect: ActiveEffect.Implementation, userId: string, work: () => Promise<void>, changes?: unknown) => {
    const owner = uuidOf(actorOfEffect(effect));
    react(owner, userId, work, effectSubject(hook, owner, effect.id, userId, changes));
  };
  Hooks.on("createCombatant", (combatant, _options, userId) => react(combatant.uuid, userId, () => onCreate(combatant, userId)));
  Hooks.on("deleteCombatant", (combatant, _options, userId) => react(combatant.uuid, userId, () => onDelete(combatant, userId)));
  Hooks.on("updateCombatant", (combatant, changes, _options, userId) => react(combatant.uuid, userId, () => onUpdate(combatant, changes as Record<string, unknown>, userId)));
  Hooks.on("createActiveEffect", (effect, _options, userId) => reactToEffect("create", effect, userId, () => onEffect(effect, true, userId)));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => reactToEffect("delete", effect, userId, () => onEffect(effect, false, userId)));
  Hooks.on("updateActiveEffect", (effect, changes, _options, userId) =>
    reactToEffect("update", effect, userId, () => onEffectUpdate(effect, changes as Record<string, unknown>, userId), changes),
  );
  // What the world holds when this client becomes the active GM (at load or at a handover) is what it accepts.
  onArrivalAsActiveGm("accept the fights as they stand", async () => acceptWorldAsItStands());
}
