/**
 * GM: a secret declaration is checked as any declaration is (the creature is the asker's, it may declare
 * now, the action is on its list, read on this client) and then held sealed in this client's memory.
 * The Combat records only that the creature has sealed one. Nothing of what was declared leaves this
 * client until all are in (sealed-reveal.ts); no refusal carries it either.
 */
import type { AnyAdapter, Intent } from "../../core/turns/adapters/adapter";
import type { Issuer } from "../../core/turns/engine";
import { revealedStands } from "../../core/sealed-declarations";
import type { GmAnswer } from "../channel";
import { stateOf } from "./combat-engine";
import { withCatalogModifier } from "./declarable-actions";
import { declarationRoundOf } from "./declaration-turns";
import { refusalAnswer } from "./refusal-answer";
import { combatIdOf, engineRoundIn, sealedIdsOf, sealedRecordOf, writeSealed } from "./sealed-record";
import { holdDeclaration } from "./sealed-store";

export const SEALED_REFUSAL = {
  revealed: "FRAY.Tracker.Sealed.Refusal.revealed",
  unknownAction: "FRAY.Tracker.Refusal.unknownAction",
  notInThisStructure: "FRAY.Tracker.Refusal.notInThisStructure",
} as const;

/**
 * Whether `by` may declare for this creature now, as the engine would take it: with the action priced
 * from its list, or (`priced: false`, a commitment whose action is still sealed: its intent names no action) as it is.
 */
export function checkDeclaration(combat: Combat.Implementation, adapter: AnyAdapter, intent: Intent & { combatantId: string }, by: Issuer, priced = true): GmAnswer {
  const state = stateOf(combat);
  if (revealedStands(true, by, declarationRoundOf(adapter, state), intent.combatantId)) return { ok: false, reason: SEALED_REFUSAL.revealed };
  const declared = priced ? withCatalogModifier(combat, intent) : intent;
  if (!declared) return { ok: false, reason: SEALED_REFUSAL.unknownAction };
  const command = adapter.command(state, declared, by);
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,BooleanLiteral: the declared structure (the only one with secret declarations) makes a command of every declaration naming a creature
  if (!command) return { ok: false, reason: SEALED_REFUSAL.notInThisStructure };
  const outcome = adapter.engine.apply(state, command);
  return outcome.ok ? { ok: true } : refusalAnswer(combat, outcome.reason, by.isGM);
}

/**
 * Checks a secret declaration and holds it sealed; the Combat learns only who has sealed one this round.
 * Null when it is not the engine's to await any more (revealed, and the GM changing it): it goes in the open.
 */
export async function sealDeclaration(combat: Combat.Implementation, adapter: AnyAdapter, intent: Intent, by: Issuer): Promise<GmAnswer | null> {
  const round = declarationRoundOf(adapter, stateOf(combat));
  // Stryker disable next-line StringLiteral: a declaration naming no creature is awaited by nobody, so it goes back unsealed just below
  const combatantId = intent.combatantId ?? "";
  if (!round.waiting.includes(combatantId) && !revealedStands(true, by, round, combatantId)) return null;
  const checked = checkDeclaration(combat, adapter, { ...intent, combatantId }, by);
  if (!checked.ok) return checked;
  const state = stateOf(combat);
  const engineRound = engineRoundIn(adapter, state);
  // Stryker disable next-line StringLiteral: checkDeclaration priced the action from the creature's list, so the intent names one
  holdDeclaration(combatIdOf(combat), engineRound, { combatantId, actionId: intent.actionId ?? "", by });
  const record = sealedRecordOf(combat);
  const ids = [...new Set([...sealedIdsOf(combat, adapter, state), combatantId])];
  await writeSealed(combat, { round: engineRound, ids, reasked: record.reasked && record.round === engineRound });
  return { ok: true };
}
