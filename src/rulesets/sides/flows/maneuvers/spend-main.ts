/**
 * Spends a Main Action the rulebook's table does not list (breaking free) from the combatant's
 * round budget, on the GM's client. Out of a tracked fight there is no budget to spend.
 */
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { adapterOf, stateOf } from "../../../../foundry/combat/turn-handler";
import { takeAction } from "../../rules/combat/action-economy";
import type { Reason } from "../../../../core/rules-types";
import { sidesEconomy } from "../../rules/economy";
import { actionContext } from "../actions/action-context";
import { actorFacts } from "../actions/actor-facts";

export async function spendMain(combat: Combat.Implementation, actor: Actor.Implementation, force: boolean): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  const combatant = combat.getCombatantsByActor(actor)[0];
  if (!combatant) return { ok: true };
  const view = adapterOf(combat)?.view(stateOf(combat)) ?? null;
  const ctx = actionContext(view, combatant.id ?? "", groupIdOf(combatant), actorFacts(actor));
  const taken = takeAction(sidesEconomy.read(storedEconomy(combatant)), { type: "main" }, ctx, force);
  if (!taken.ok) return taken;
  await storeEconomy(combatant, taken.state);
  return { ok: true };
}
