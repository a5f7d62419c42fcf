/**
 * The target's turn as a reaction reads and spends it. It has taken its turn this round when its budget
 * is no longer untouched or the tracker shows it acted. A reaction spends the whole turn: the budget's
 * reaction (spendAction) and, under the factions structure, the engine's `react` command, so the
 * tracker shows the turn spent. Out of a started fight nothing is spent.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { combatById, tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { applyIntent } from "../../../../foundry/combat/turn-handler";
import { factionsEconomy, untouched } from "../../rules/actions/budget";
import { spendAction } from "../../rules/actions/spend-action";
import type { CardStepOutcome } from "../../../../foundry/cards";
import type { ReactedIn } from "../../schema/redirect-fields";

const NOT_IN_STRUCTURE = "FRAY.Tracker.Refusal.notInThisStructure";

function fightOf(token: TokenDocument.Implementation) {
  const combatant = tokenCombatant(token)?.combatant ?? null;
  const combat = combatant?.parent;
  const adapter = combat ? adapterOf(combat) : null;
  const view = combat && adapter ? adapter.view(stateOf(combat)) : null;
  if (!combat || !combatant?.id || !view?.started) return null;
  return { combat, combatant, combatantId: combatant.id, view, budget: factionsEconomy.read(storedEconomy(combatant)) };
}

/** Whether the creature already took (or reacted with) its turn this round. */
export function tookTurnThisRound(token: TokenDocument.Implementation): boolean {
  const fight = fightOf(token);
  if (!fight) return false;
  const acted = fight.view.fighters.find((f) => f.id === fight.combatantId)?.status === "acted";
  return acted || !untouched(fight.budget);
}

/** GM: spends the reactor's turn on its reaction (where: null out of a fight), or why it cannot. */
export async function spendReactorTurn(token: TokenDocument.Implementation): Promise<Decision<{ spentIn: ReactedIn | null }>> {
  const fight = fightOf(token);
  if (!fight) return { ok: true, spentIn: null };
  const spent = spendAction(fight.budget, "reaction", { ownTurn: false });
  if (!spent.ok) return spent;
  // The tracker's own command where the structure has one (factions); other structures keep the budget only.
  const reacted = await applyIntent(fight.combat, { kind: "react", combatantId: fight.combatantId }, { userId: game.user?.id ?? "", isGM: true });
  if (!reacted.ok && reacted.reason !== NOT_IN_STRUCTURE) return refuse(reacted.reason, reacted.data);
  await storeEconomy(fight.combatant, spent.budget);
  return { ok: true, spentIn: { combatId: fight.combat.id ?? "", combatantId: fight.combatantId, round: fight.view.round } };
}

/** The fight's round as its turn engine counts it (null: no engine). */
const roundOf = (combat: Combat.Implementation) => adapterOf(combat)?.view(stateOf(combat)).round ?? null;

/**
 * GM, for Undo: gives back the turns the card's reactions spent, in the round they were spent (a later
 * round gave them back already): the budget's reaction and, under the factions structure, the engine's
 * `unreact`, so the tracker shows the turn open again.
 */
export async function refundReactorTurns(reactors: readonly ReactedIn[]): Promise<void> {
  for (const spent of reactors) {
    const combat = combatById(spent.combatId);
    const combatant = combat?.combatants.get(spent.combatantId);
    if (!combat || !combatant || roundOf(combat) !== spent.round) continue;
    await storeEconomy(combatant, { ...factionsEconomy.read(storedEconomy(combatant)), reacted: false });
    await applyIntent(combat, { kind: "unreact", combatantId: spent.combatantId }, { userId: game.user?.id ?? "", isGM: true });
  }
}

/** A step's outcome with the turn its reaction spent added to the card's reactors (for Undo). */
export function withReactor<R extends { reactors: ReactedIn[] }>(outcome: CardStepOutcome<R>, spentIn: ReactedIn | null): CardStepOutcome<R> {
  if (!outcome.ok || !outcome.record || !spentIn) return outcome;
  return { ...outcome, record: { ...outcome.record, reactors: [...outcome.record.reactors, spentIn] } };
}
