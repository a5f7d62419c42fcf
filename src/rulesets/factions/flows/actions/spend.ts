/**
 * The factions turn budget spent on the GM's client through the shared round budget: any kind of
 * action (bonus, main, swap, move, surrender) on the creature's combatant in a started fight. Past the
 * budget a GM may confirm anywhere, a player only on the creature's own turn (mayOverrideBudget): then
 * the refusal is overridable, and a confirmed request goes ahead with nothing spent and the GMs are
 * whispered why. Elsewhere a player's confirmation is refused like any request, and the refusal offers
 * none. Out of a started fight nothing is spent.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { mayOverrideBudget } from "../../../../core/turns/budget-override";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { fightTurnOf } from "../../../../foundry/combat/fight-turn";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { factionsEconomy } from "../../rules/actions/budget";
import { spendAction, type FactionsActionKind } from "../../rules/actions/spend-action";
import { isEntangled } from "../../rules/character/statuses";

export interface FactionsSpendAsk {
  actor: Actor.Implementation;
  combatant: Combatant.Implementation | null;
  kind: FactionsActionKind;
  /** Who asks, as the sender id says: a GM, or not. */
  asker: { isGM: boolean };
  /** The asker saw why the budget refuses and confirms (a payload field: believed only where the asker may confirm). */
  force: boolean;
  /** The GMs' whisper when a confirmed request goes past the budget, from the rule it breaks (in words); plain text. */
  overriddenText: (rule: string) => string;
}

/** GM: spends the action, or refuses overridably; `spent` says whether the budget was written. */
export async function spendFactionsAction(ask: FactionsSpendAsk): Promise<Decision<{ spent: boolean }>> {
  const fight = fightTurnOf(ask.combatant);
  if (!fight) return { ok: true, spent: false };
  const budget = factionsEconomy.read(storedEconomy(fight.combatant));
  const taken = spendAction(budget, ask.kind, { ownTurn: fight.ownTurn, entangled: isEntangled(ask.actor.statuses) });
  if (taken.ok) {
    await storeEconomy(fight.combatant, taken.budget);
    return { ok: true, spent: true };
  }
  const mayConfirm = mayOverrideBudget(ask.asker, fight.ownTurn);
  if (!ask.force || !mayConfirm) return refuse(taken.reason.key, { ...taken.reason.data, ...(mayConfirm ? { [OVERRIDABLE]: 1 } : {}) });
  await whisperToGms(ask.actor, ask.overriddenText(translate(taken.reason.key, taken.reason.data)));
  return { ok: true, spent: false };
}
