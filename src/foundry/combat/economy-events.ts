import type { TurnEvent } from "../../core/turns/engine";
import { activeRules } from "../active-ruleset";
import { storedEconomy } from "./combatant-model";

/** The active ruleset's action budget rules, or null when it keeps none. */
export function activeEconomy() {
  return activeRules().economy;
}

/** A new round refreshes every combatant's budget; a combatant's own turn start ends what lasts until then. */
export async function updateEconomies(combat: Combat.Implementation, events: readonly TurnEvent[]): Promise<void> {
  const economy = activeEconomy();
  if (!economy) return;
  const budgets = new Map(combat.combatants.contents.map((c) => [c.id ?? "", economy.read(storedEconomy(c))]));
  let changed = false;
  for (const event of events) {
    if (event.type === "roundStart") {
      for (const [id, budget] of budgets) budgets.set(id, economy.roundStart(budget));
      changed = true;
    }
    if (event.type === "turnStart") {
      for (const id of event.combatantIds) budgets.set(id, economy.turnStart(budgets.get(id) ?? economy.fresh()));
      changed = true;
    }
  }
  if (!changed) return;
  const updates = [...budgets].map(([id, budget]) => ({ _id: id, system: { economy: budget } }));
  await combat.updateEmbeddedDocuments("Combatant", updates as never);
}
