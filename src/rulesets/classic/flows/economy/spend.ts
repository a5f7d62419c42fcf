/**
 * The one classic budget spender, on the GM's client, through the shared round budget: an action (the
 * pure spendAction, immediates through spendImmediate) or an attack of opportunity (spendOpportunity) is
 * stored on the creature's combatant in a started fight. Past the budget a confirmed (`force`) request
 * goes ahead with nothing spent and the GMs are whispered why, for whoever may confirm (mayOverrideBudget:
 * a GM anywhere, a player on the creature's own turn); only their refusals are marked overridable, and
 * anyone else's `force` is refused like any refusal. Out of a started fight nothing is spent. Undo gives
 * an attack or an attack of opportunity back.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import { mayOverrideBudget } from "../../../../core/turns/budget-override";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { classicEconomy, type ClassicBudget, type ClassicImmediateKind } from "../../rules/actions/budget";
import { spendOpportunity } from "../../rules/actions/opportunity";
import { refundAttack, refundOpportunity } from "../../rules/actions/refund";
import { spendAction, type ClassicAction, type ClassicSpend } from "../../rules/actions/spend-action";

/** What a flow spends: an action of the budget, or an attack of opportunity (refused when the weapon threatens nothing). */
export type ClassicSpendable = ClassicAction | { kind: "opportunity"; threatens: boolean };

/** Where a spend was stored, for the undo that gives it back (ids are lookup keys only). */
export interface SpentIn {
  combatId: string;
  combatantId: string;
}

export interface ClassicSpendAsk {
  combatant: Combatant.Implementation | null;
  spend: ClassicSpendable;
  /** A swift action a rule lets go with the full-round action taken (the Charge Swift Exception). */
  swiftDuringFullRound?: boolean;
  force: boolean;
  /** Who asks (the server-stamped sender): whether they may confirm past the budget here. */
  userId: string;
  /** The GMs' whisper when a confirmed request goes past the budget, from the rule it breaks (in words); plain text. */
  overriddenText: (rule: string) => string;
}

export type ClassicSpent = Decision<{ spentIn: SpentIn | null; standardGivenUp: boolean; overridden: boolean }>;

/** The combatant in a started fight, its budget and what the budget needs to know, or null out of one. */
export function budgetInFight(combatant: Combatant.Implementation | null) {
  const combat = combatant?.parent;
  const adapter = combat ? adapterOf(combat) : null;
  const view = combat && adapter ? adapter.view(stateOf(combat)) : null;
  if (!combat || !combatant?.id || !view?.started) return null;
  return { combat, combatant, combatantId: combatant.id, view, budget: classicEconomy.read(storedEconomy(combatant)) };
}

/** Attacks of opportunity the creature may make a round: one, more with Battle Prowess. */
export function opportunitiesPerRound(actor: Actor.Implementation | null | undefined): number {
  const stored = (actor?.system as { opportunitiesPerRound?: unknown } | undefined)?.opportunitiesPerRound;
  return typeof stored === "number" && stored >= 1 ? stored : 1;
}

/** Attack actions a round, from the creature's prepared iterative attacks (one without them). */
const attacksPerRound = (actor: Actor.Implementation | null | undefined) => (actor?.system as { derived?: { attacks?: unknown[] } } | undefined)?.derived?.attacks?.length ?? 1;

type Fight = NonNullable<ReturnType<typeof budgetInFight>>;

const ownTurnOf = (fight: Fight) => isOwnTurn(fight.view, fight.combatantId, groupIdOf(fight.combatant));

function spendOn(fight: Fight, spend: ClassicSpendable, swiftDuringFullRound: boolean, ownTurn: boolean): ClassicSpend {
  const actor = fight.combatant.actor;
  const immediatesPerRound: Record<ClassicImmediateKind, number> = { opportunity: opportunitiesPerRound(actor), counterspell: 1, other: 1 };
  if (spend.kind === "opportunity") return spendOpportunity(fight.budget, { threatens: spend.threatens, opportunitiesPerRound: immediatesPerRound.opportunity });
  return spendAction(fight.budget, spend, { ownTurn, attacksPerRound: attacksPerRound(actor), immediatesPerRound, swiftDuringFullRound });
}

/** GM: spends what the ask names (or refuses, overridably); where it was spent, for the undo. */
export async function spendClassic(ask: ClassicSpendAsk): Promise<ClassicSpent> {
  const fight = budgetInFight(ask.combatant);
  if (!fight) return { ok: true, spentIn: null, standardGivenUp: false, overridden: false };
  const ownTurn = ownTurnOf(fight);
  const taken = spendOn(fight, ask.spend, ask.swiftDuringFullRound === true, ownTurn);
  if (taken.ok) {
    await storeEconomy(fight.combatant, taken.budget);
    return { ok: true, spentIn: { combatId: fight.combat.id ?? "", combatantId: fight.combatantId }, standardGivenUp: taken.standardGivenUp, overridden: false };
  }
  const mayConfirm = mayOverrideBudget({ isGM: game.users?.get(ask.userId)?.isGM === true }, ownTurn);
  if (!mayConfirm) return refuse(taken.reason.key, taken.reason.data);
  if (!ask.force) return refuse(taken.reason.key, { ...taken.reason.data, [OVERRIDABLE]: 1 });
  const rule = translate(taken.reason.key, taken.reason.data);
  if (fight.combatant.actor) await whisperToGms(fight.combatant.actor, ask.overriddenText(rule));
  return { ok: true, spentIn: null, standardGivenUp: false, overridden: true };
}

/** GM, for Undo: gives back an attack action or an attack of opportunity, in the fight it was spent in. */
export async function refundClassic(spentIn: SpentIn, spent: "attack" | "opportunity"): Promise<void> {
  const combatant = combatById(spentIn.combatId)?.combatants.get(spentIn.combatantId);
  if (!combatant) return;
  const budget: ClassicBudget = classicEconomy.read(storedEconomy(combatant));
  await storeEconomy(combatant, spent === "attack" ? refundAttack(budget) : refundOpportunity(budget));
}
