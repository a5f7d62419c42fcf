/**
 * GM: the encounter's combatants as the reconciliation takes them (reconcile-fighters.ts): who is
 * there, and how each combatant the engine lacks would join, as the combat hooks join one
 * (fighterInput, its actor's turn statuses).
 */
import type { Issuer } from "../../core/turns/engine";
import type { AnyAdapter } from "../../core/turns/adapters/adapter";
import type { Departure } from "../../core/turns/rejoin";
import { conditionIntent, touchesTurnStatus } from "../../core/turns/status-conditions";
import { budgetOf } from "../../core/schema/round-state";
import { activeRules } from "../active-ruleset";
import { combatData } from "./combat-model";
import { fighterInput } from "./fight-setup";
import { activeEconomy } from "./round-budget";
import type { EngineRecord, RecordOutcome } from "./record-step";
import { reconcileFighters, type Joiner, type Reconciled } from "./reconcile-fighters";

// Stryker disable next-line OptionalChaining,StringLiteral: the engine reads a GM issuer's isGM alone, never its id
export const gmIssuer = (): Issuer => ({ userId: game.user?.id ?? "", isGM: true });

/** The ids of the encounter's combatants. */
export function combatantIds(combat: Combat.Implementation): string[] {
  return combat.combatants.contents.map((combatant) => combatant.id ?? "");
}

/** Another combatant of the same token (or, tokenless, the same actor) is in `among`. */
export function twinIn(combatant: Combatant.Implementation, among: readonly Combatant.Implementation[]): boolean {
  return among.some((other) => other.id !== combatant.id && (combatant.tokenId ? other.tokenId === combatant.tokenId : other.actorId === combatant.actorId));
}

/** How this combatant joins, given what it left with. */
export function joinerOf(combat: Combat.Implementation, combatant: Combatant.Implementation, departure: Departure | null): Joiner {
  const fighter = fighterInput(combatant, null, combatData(combat)?.cannotBeSurprised ?? []);
  const statuses = combatant.actor?.statuses ?? new Set<string>();
  const rules = activeRules().statuses;
  return { fighter, departure, condition: touchesTurnStatus(rules, statuses) ? conditionIntent(rules, fighter.id, statuses) : null };
}

/**
 * After an undo: a fighter whose combatant is gone leaves; a combatant that was a fighter before the
 * undo and is not after it joins again with the standing (and this round's budget) it had. A
 * combatant the engine already lacked before the undo (the GM took it out) stays out.
 */
export function keptAcrossUndo(combat: Combat.Implementation, adapter: AnyAdapter, before: EngineRecord, undone: RecordOutcome): RecordOutcome {
  if (!undone.ok) return undone;
  const view = adapter.view(before.state);
  const standing = new Map(view.fighters.map((fighter) => [fighter.id, fighter.status]));
  const joiners = combat.combatants.contents.flatMap((combatant) => {
    const status = standing.get(combatant.id ?? "");
    return status ? [joinerOf(combat, combatant, { round: view.round, status, budget: budgetOf(before.roundState, combatant.id ?? "") })] : [];
  });
  const kept: Reconciled = reconcileFighters(adapter, activeEconomy(), undone.record, combatantIds(combat), joiners, gmIssuer());
  return { ok: true, record: kept.record, events: [...undone.events, ...kept.events] };
}
