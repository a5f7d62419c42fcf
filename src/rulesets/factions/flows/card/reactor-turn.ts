/**
 * The target's turn as a reaction reads and spends it. It has taken its turn this round when its budget
 * is no longer untouched or the tracker shows it acted. A reaction spends the whole turn: the budget's
 * reaction (spendAction) and, under the factions structure, the engine's `react` command, so the
 * tracker shows the turn spent. Out of a started fight nothing is spent.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { applyIntent } from "../../../../foundry/combat/turn-handler";
import { factionsEconomy, untouched } from "../../rules/actions/budget";
import { spendAction } from "../../rules/actions/spend-action";

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

/** GM: spends the reactor's turn on its reaction, or why it cannot. */
export async function spendReactorTurn(token: TokenDocument.Implementation): Promise<Decision<object>> {
  const fight = fightOf(token);
  if (!fight) return { ok: true };
  const spent = spendAction(fight.budget, "reaction", { ownTurn: false });
  if (!spent.ok) return spent;
  // The tracker's own command where the structure has one (factions); other structures keep the budget only.
  const reacted = await applyIntent(fight.combat, { kind: "react", combatantId: fight.combatantId }, { userId: game.user?.id ?? "", isGM: true });
  if (!reacted.ok && reacted.reason !== NOT_IN_STRUCTURE) return refuse(reacted.reason, reacted.data);
  await storeEconomy(fight.combatant, spent.budget);
  return { ok: true };
}
