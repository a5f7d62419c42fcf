/**
 * What an attack spends: the attacker's main action, through the shared round budget (factionsEconomy,
 * the pure spendAction) on its combatant in a started fight. Past the budget a GM, or the player on the
 * creature's own turn, may confirm: it goes ahead with nothing spent and the GMs are told. Out of a fight
 * nothing is spent. Undo gives the main action back.
 */
import type { Decision } from "../../../../core/rules-types";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { factionsEconomy } from "../../rules/actions/budget";
import { spendFactionsAction } from "../actions/spend";
import { actingCombatant } from "../actions/acting-combatant";

/** Where the main action was spent (blank: nowhere), for Undo. */
export interface SpentIn {
  combatId: string;
  combatantId: string;
}

const NOWHERE: SpentIn = { combatId: "", combatantId: "" };

export interface MainActionAsk {
  token: TokenDocument.Implementation;
  /** Who asks, as the sender id says (a GM may confirm past the budget anywhere, a player on its own turn only). */
  asker: { isGM: boolean };
  force: boolean;
  /** The GMs' whisper when a confirmed request goes past the budget, from the rule it breaks (in words); plain text. */
  overriddenText: (rule: string) => string;
}

/** GM: spends the attacker's main action (or refuses, overridably) through the ruleset's one spender. */
export async function spendMainAction(ask: MainActionAsk): Promise<Decision<{ spentIn: SpentIn }>> {
  const actor = ask.token.actor;
  if (!actor) return { ok: true, spentIn: NOWHERE };
  // The creature's own fight, even when the token named stands elsewhere (a linked actor's other token).
  const combatant = actingCombatant(actor, ask.token);
  const spent = await spendFactionsAction({ actor, combatant, kind: "main", asker: ask.asker, force: ask.force, overriddenText: ask.overriddenText });
  if (!spent.ok) return spent;
  const where = spent.spent && combatant?.parent && combatant.id ? { combatId: combatant.parent.id ?? "", combatantId: combatant.id } : NOWHERE;
  return { ok: true, spentIn: where };
}

/** GM, for Undo: gives the main action back in the fight it was spent in. */
export async function refundMainAction(spentIn: SpentIn): Promise<void> {
  const combatant = combatById(spentIn.combatId)?.combatants.get(spentIn.combatantId);
  if (!combatant) return;
  const budget = factionsEconomy.read(storedEconomy(combatant));
  await storeEconomy(combatant, { ...budget, main: false });
}
