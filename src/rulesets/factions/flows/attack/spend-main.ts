/**
 * What an attack spends: the attacker's main action, through the shared round budget (factionsEconomy,
 * the pure spendAction) on its combatant in a started fight. Past the budget the refusal is
 * overridable; a confirmed request goes ahead with nothing spent and the GMs are told. Out of a fight
 * nothing is spent. Undo gives the main action back.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { combatById, tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { factionsEconomy } from "../../rules/actions/budget";
import { spendAction } from "../../rules/actions/spend-action";

/** Where the main action was spent (blank: nowhere), for Undo. */
export interface SpentIn {
  combatId: string;
  combatantId: string;
}

const NOWHERE: SpentIn = { combatId: "", combatantId: "" };

export interface MainActionAsk {
  token: TokenDocument.Implementation;
  force: boolean;
  /** The GMs' whisper when a confirmed request goes past the budget, from the rule it breaks (in words); plain text. */
  overriddenText: (rule: string) => string;
}

/** GM: spends the attacker's main action (or refuses, overridably). */
export async function spendMainAction(ask: MainActionAsk): Promise<Decision<{ spentIn: SpentIn }>> {
  const combatant = tokenCombatant(ask.token)?.combatant ?? null;
  const combat = combatant?.parent;
  const adapter = combat ? adapterOf(combat) : null;
  const view = combat && adapter ? adapter.view(stateOf(combat)) : null;
  if (!combat || !combatant?.id || !view?.started) return { ok: true, spentIn: NOWHERE };
  const ownTurn = isOwnTurn(view, combatant.id, groupIdOf(combatant));
  const taken = spendAction(factionsEconomy.read(storedEconomy(combatant)), "main", { ownTurn });
  if (taken.ok) {
    await storeEconomy(combatant, taken.budget);
    return { ok: true, spentIn: { combatId: combat.id ?? "", combatantId: combatant.id } };
  }
  if (!ask.force) return refuse(taken.reason.key, { ...taken.reason.data, [OVERRIDABLE]: 1 });
  // Names are the players' text: the whisper shows them as text.
  if (combatant.actor) await whisperToGms(combatant.actor, foundry.utils.escapeHTML(ask.overriddenText(translate(taken.reason.key, taken.reason.data))));
  return { ok: true, spentIn: NOWHERE };
}

/** GM, for Undo: gives the main action back in the fight it was spent in. */
export async function refundMainAction(spentIn: SpentIn): Promise<void> {
  const combatant = combatById(spentIn.combatId)?.combatants.get(spentIn.combatantId);
  if (!combatant) return;
  const budget = factionsEconomy.read(storedEconomy(combatant));
  await storeEconomy(combatant, { ...budget, main: false });
}
