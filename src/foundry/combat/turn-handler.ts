import type { Issuer, Reason } from "../../core/turns/engine";
import type { AnyAdapter, Intent } from "../../core/turns/adapters/adapter";
import { ADAPTERS } from "../../core/turns/adapters/registry";
import { isTurnStructureId } from "../../core/rulesets";
import type { GmAnswer } from "../channel";
import { fightSetup, fighterInput, type StartChoices } from "./fight-setup";
import { announceEvents } from "./turn-events";
import { rollPending } from "./turn-rolls";
import { pushDeclarations } from "./declaration-prompt";
import { declaredModifier } from "../../core/declared-actions";
import { activeRules } from "../active-ruleset";
import { conditionIntent } from "../../core/turns/status-conditions";
import { FrayCombat } from "./fray-combat";
import { combatData } from "./combat-model";

/** The engine behind a started combat, or null before the fight starts. */
export function adapterOf(combat: Combat.Implementation): AnyAdapter | null {
  const structure = combatData(combat)?.structure;
  return isTurnStructureId(structure) ? ADAPTERS[structure] : null;
}

/** The engine state a combat holds (null before the start). */
export function stateOf(combat: Combat.Implementation): unknown {
  return combatData(combat)?.state ?? null;
}

/** The name a refusal shows for an id: a hidden combatant is "someone" to a player. */
function nameFor(combat: Combat.Implementation, value: string, forGM: boolean): string {
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
 * Runs one command through the engine on the GM's client: stores the new state, announces the
 * events, then rolls whatever initiative the engine now waits for and feeds the totals back.
 */
export async function applyCommand(combat: Combat.Implementation, adapter: AnyAdapter, state: unknown, command: { type: string; by: Issuer }): Promise<GmAnswer> {
  const outcome = adapter.engine.apply(state, command);
  if (!outcome.ok) return refusalAnswer(combat, outcome.reason, command.by.isGM);
  await combat.update({ system: { state: outcome.state as Record<string, unknown> }, round: adapter.view(outcome.state).round, turn: null } as Combat.UpdateData);
  await announceEvents(combat, outcome.events);
  pushDeclarations(combat, adapter.view(state), adapter.view(outcome.state));
  const pending = adapter.view(outcome.state).pendingRolls;
  if (pending.length === 0) return { ok: true };
  const result = await rollPending(combat, pending[0]!);
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  return applyCommand(combat, adapter, outcome.state, adapter.rollCommand(outcome.state, result, gm));
}

export async function applyIntent(combat: Combat.Implementation, requested: Intent, by: Issuer): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: false, reason: "FRAY.Tracker.Refusal.notStarted" };
  const intent = requested.kind === "declare" ? withCatalogModifier(requested) : requested;
  if (!intent) return { ok: false, reason: "FRAY.Tracker.Refusal.unknownAction" };
  const state = stateOf(combat);
  const command = adapter.command(state, intent, by);
  if (!command) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  return applyCommand(combat, adapter, state, command);
}

/** A declaration takes its modifier from the ruleset's list of declarable actions. */
function withCatalogModifier(intent: Intent): Intent | null {
  const modifier = declaredModifier(activeRules().declaredActions, intent.actionId);
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
  let state = adapter.initial();
  for (const command of commands.slice(0, -1)) {
    const outcome = adapter.engine.apply(state, command);
    if (!outcome.ok) return refusalAnswer(combat, outcome.reason);
    state = outcome.state;
  }
  return applyCommand(combat, adapter, state, commands[commands.length - 1]!);
}

/** GM only: a combatant added after the start joins without anyone else re-rolling (one back after acting stays acted). */
export async function joinFight(combat: Combat.Implementation, combatant: Combatant.Implementation, actedThisRound = false): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter) return { ok: true };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const fighter = fighterInput(combatant, null, combatData(combat)?.cannotBeSurprised ?? [], actedThisRound);
  const known = adapter.view(stateOf(combat)).groups.some((group) => group.id === fighter.groupId);
  const newGroup = fighter.groupId && !known ? { id: fighter.groupId, isParty: false } : null;
  return applyCommand(combat, adapter, stateOf(combat), adapter.join(fighter, newGroup, gm));
}

/** GM: a combatant's group changed in Foundry; structures that allow it move it without re-rolling. */
export async function moveToGroup(combat: Combat.Implementation, combatantId: string, groupId: string): Promise<GmAnswer> {
  const adapter = adapterOf(combat);
  if (!adapter?.moveToGroup) return { ok: false, reason: "FRAY.Tracker.Refusal.notInThisStructure" };
  const gm: Issuer = { userId: game.user?.id ?? "", isGM: true };
  const state = stateOf(combat);
  return applyCommand(combat, adapter, state, adapter.moveToGroup(state, combatantId, groupId, gm));
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
