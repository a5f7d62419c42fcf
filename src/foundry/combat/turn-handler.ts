import type { Issuer, Reason } from "../../core/turns/engine";
import type { AnyAdapter, Intent } from "../../core/turns/adapters/adapter";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";
import { emptyRoundState } from "../../core/schema/round-state";
import type { GmAnswer } from "../channel";
import { fightSetup, fighterInput, type StartChoices } from "./fight-setup";
import { announceEvents } from "./turn-events";
import { rollPending } from "./turn-rolls";
import { pushDeclarations } from "./push-declarations";
import { declarationsToAsk } from "./declaration-turns";
import { sharedRoll, shareKeyOf } from "./shared-initiative";
import { declaredModifier } from "../../core/declared-actions";
import { declarableActionsOf } from "./declarable-actions";
import { activeRules } from "../active-ruleset";
import { conditionIntent } from "../../core/turns/status-conditions";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";
import { adapterOf, stateOf } from "./combat-engine";
import { activeEconomy } from "./round-budget";
import { stepRecord, type EngineRecord } from "./record-step";
import { announceFightStarted } from "./fight-started";

// The sides flows read the engine from here; the combat shell itself imports ./combat-engine.
export { adapterOf, stateOf };

/** What a started combat stores that a command may change. */
function recordOf(combat: Combat.Implementation): EngineRecord {
  const data = combatData(combat);
  return { state: data?.state ?? null, roundState: data?.roundState ?? emptyRoundState(), roundHistory: data?.roundHistory ?? [] };
}

/** The name a refusal shows for an id: a hidden combatant is "someone" to a player; an i18n key (a ruleset's refusal names a kind of action) its words. */
function nameFor(combat: Combat.Implementation, value: string, forGM: boolean): string {
  if (value.startsWith("FRAY.")) return game.i18n?.localize(value) ?? value;
  const combatant = combat.combatants.get(value);
  if (combatant?.hidden && !forGM) return game.i18n?.localize("FRAY.Tracker.someone") ?? "FRAY.Tracker.someone";
  return combatant?.name ?? combat.groups.get(value)?.name ?? value;
}

/** A refusal as the asker sees it: combatant and group ids in its data become their names. */
export function refusalAnswer(combat: Combat.Implementation, reason: Reason, forGM = true): GmAnswer {
  const data = Object.fromEntries(
    Object.entries(reason.data ?? {}).map(([key, value]) => [key, typeof value === "string" ? nameFor(combat, value, forGM) : value]),
  );
  return { ok: false, reason: reason.key, data };
}

/**
 * Runs one command through the engine on the GM's client: stores the new state with the round state
 * it leaves (and what undo would put back), announces the events, asks players for declarations the
 * structure now collects (in the ruleset's order), then rolls whatever initiative the engine waits for
 * (one roll for creatures the GM let share it) and feeds the totals back.
 */
async function applyCommand(
  combat: Combat.Implementation,
  adapter: AnyAdapter,
  record: EngineRecord,
  command: { type: string; by: Issuer },
  shareKey: (id: string) => string | null = () => null,
): Promise<GmAnswer> {
  const outcome = stepRecord(adapter, activeEconomy(), record, command);
  if (!outcome.ok) return refusalAnswer(combat, outcome.reason, command.by.isGM);
  const next = outcome.record;
  const system = { state: next.state as Record<string, unknown>, roundState: next.roundState, roundHistory: next.roundHistory };
  await combat.update({ system, round: adapter.view(next.state).round, turn: null } as Combat.UpdateData);
  await announceEvents(combat, outcome.events);
  pushDeclarations(combat, declarationsToAsk(combat, adapter, record.state, next.state));
  const pending = sharedRoll(adapter.view(next.state).pendingRolls, shareKey);
  if (!pending) return { ok: true };
  const result = await rollPending(combat, pending);
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  return applyCommand(combat, adapter, next, adapter.rollCommand(next.state, result, gm), shareKey);
}

export async function applyIntent(combat: Combat.Implementation, requested: Intent, by: Issuer): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: false, reason: "FRAY.Tracker.Refusal.notStarted" };
  const intent = requested.kind === "declare" ? withCatalogModifier(combat, requested) : requested;
  if (!intent) return { ok: false, reason: "FRAY.Tracker.Refusal.unknownAction" };
  const command = adapter.command(stateOf(combat), intent, by);
  if (!command) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  return applyCommand(combat, adapter, recordOf(combat), command);
}

/** A declaration takes its modifier from what the ruleset lets this creature declare, read on the GM's client. */
function withCatalogModifier(combat: Combat.Implementation, intent: Intent): Intent | null {
  const modifier = declaredModifier(declarableActionsOf(combat, intent.combatantId), intent.actionId);
  return modifier === null ? null : { ...intent, modifier };
}

/** GM only: starts the engine for this encounter's structure from the combatants present. */
export async function startFight(combat: Combat.Implementation, structure: string, choices: StartChoices): Promise<GmAnswer> {
  if (!isTurnStructureId(structure)) return { ok: false, reason: "FRAY.Tracker.Refusal.unknownStructure" };
  const adapter = ADAPTERS[structure];
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  await combat.update({ system: { structure } } as Combat.UpdateData);
  const setup = fightSetup(combat, choices);
  // Some engines take each combatant's join before the start; only the last command's rolls follow.
  const commands = adapter.setup?.(setup, gm) ?? [adapter.start(setup, gm)];
  let record: EngineRecord = { state: adapter.initial(), roundState: recordOf(combat).roundState, roundHistory: [] };
  for (const command of commands.slice(0, -1)) {
    const outcome = stepRecord(adapter, activeEconomy(), record, command);
    if (!outcome.ok) return refusalAnswer(combat, outcome.reason);
    record = outcome.record;
  }
  const shareKey = shareKeyOf(combat, adapter.sharedRolls ? (choices.shareInitiative ?? "none") : "none");
  const started = await applyCommand(combat, adapter, record, commands[commands.length - 1]!, shareKey);
  if (started.ok) await forgetStart(combat);
  if (started.ok) announceFightStarted(combat, setup);
  return started;
}

/** The start (and the rolls it needed) cannot be undone: undo never leaves a fight half set up. */
async function forgetStart(combat: Combat.Implementation): Promise<void> {
  const state = combatData(combat)?.state;
  if (state) await combat.update({ system: { state: { ...state, history: [] }, roundHistory: [] } } as Combat.UpdateData);
}

/** GM only: a combatant added after the start joins without anyone else re-rolling (one back after acting stays acted). */
export async function joinFight(combat: Combat.Implementation, combatant: Combatant.Implementation, actedThisRound = false): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: true };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const fighter = fighterInput(combatant, null, combatData(combat)?.cannotBeSurprised ?? [], actedThisRound);
  const known = adapter.view(stateOf(combat)).groups.some((group) => group.id === fighter.groupId);
  const newGroup = fighter.groupId && !known ? { id: fighter.groupId, isParty: false } : null;
  return applyCommand(combat, adapter, recordOf(combat), adapter.join(fighter, newGroup, gm));
}

/** GM: a combatant's group changed in Foundry; structures that allow it move it without re-rolling. */
export async function moveToGroup(combat: Combat.Implementation, combatantId: string, groupId: string): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter?.moveToGroup) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  return applyCommand(combat, adapter, recordOf(combat), adapter.moveToGroup(stateOf(combat), combatantId, groupId, gm));
}

/** GM: an actor's statuses changed; every started fight it is in hears whether it is down, dying, dead or up. */
export async function syncConditions(actor: Actor.Implementation): Promise<void> {
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const combats: unknown[] = game.combats?.contents ?? [];
  for (const combat of combats) {
    if (!(combat instanceof FrayCombat) || !adapterOf(combat)) continue;
    for (const combatant of combat.combatants.contents) {
      if (combatant.actor?.uuid !== actor.uuid) continue;
      // A refusal here means nothing changed for the engine (already down, already up).
      await applyIntent(combat, conditionIntent(activeRules().statuses, combatant.id ?? "", actor.statuses), gm);
    }
  }
}
