/**
 * What an attack spends from the attacker's classic budget, on the GM's client, through the shared
 * round budget: an attack action on its own turn (the standard becomes "attacks"), or for an attack of
 * opportunity the immediate action of that kind. Past the budget the refusal is marked overridable; a
 * confirmed (`force`) request goes ahead with nothing spent and the GMs are told. Out of a started
 * fight nothing is spent. Undo gives the action back.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import { OVERRIDABLE } from "../../../../foundry/actions/override";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { combatById, tokenCombatant } from "../../../../foundry/actors/combatant-of";
import { groupIdOf } from "../../../../foundry/combat/fight-setup";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { adapterOf, stateOf } from "../../../../foundry/combat/turn-handler";
import { translate } from "../../../../foundry/i18n";
import { classicEconomy, type ClassicBudget } from "../../rules/actions/budget";
import { spendOpportunity } from "../../rules/actions/opportunity";
import { refundAttack, refundOpportunity } from "../../rules/actions/refund";
import { spendAction } from "../../rules/actions/spend-action";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import type { ClassicFighter } from "./fighters";
import { ATTACK_TEXT } from "./keys";
import type { Spent } from "./strike";

const NOTHING: Spent = { spent: "none", combatId: "", combatantId: "" };

/** The attacker's combatant in a started fight and its budget, or null out of one. */
export function budgetInFight(fighter: ClassicFighter) {
  const found = tokenCombatant(fighter.token);
  const view = found ? (adapterOf(found.combat)?.view(stateOf(found.combat)) ?? null) : null;
  if (!found?.combatant.id || !view?.started) return null;
  return { ...found, combatantId: found.combatant.id, view, budget: classicEconomy.read(storedEconomy(found.combatant)) };
}

/** Attacks of opportunity the creature may make a round: one, more with Battle Prowess. */
function opportunitiesPerRound(fighter: ClassicFighter): number {
  const stored = (fighter.system as unknown as { opportunitiesPerRound?: unknown }).opportunitiesPerRound;
  return typeof stored === "number" && stored >= 1 ? stored : 1;
}

export interface SpendAsk {
  fighter: ClassicFighter;
  opportunity: boolean;
  /** A weapon used untrained threatens no square: it makes no attack of opportunity. */
  threatens: boolean;
  force: boolean;
  userId: string;
  weaponName: string;
}

/** Spends the attack (or refuses, overridably); what was spent, for the card and its Undo. */
export async function spendAttack(ask: SpendAsk): Promise<Decision<{ spent: Spent }>> {
  const fight = budgetInFight(ask.fighter);
  if (!fight) return { ok: true, spent: NOTHING };
  const perRound = { opportunity: opportunitiesPerRound(ask.fighter), counterspell: 1, other: 1 };
  const context = { ownTurn: isOwnTurn(fight.view, fight.combatantId, groupIdOf(fight.combatant)), attacksPerRound: ask.fighter.system.derived.attacks.length, immediatesPerRound: perRound };
  const taken = ask.opportunity
    ? spendOpportunity(fight.budget, { threatens: ask.threatens, opportunitiesPerRound: perRound.opportunity })
    : spendAction(fight.budget, { kind: "attack" }, context);
  if (taken.ok) {
    await storeEconomy(fight.combatant, taken.budget);
    return { ok: true, spent: { spent: ask.opportunity ? "opportunity" : "attack", combatId: fight.combat.id ?? "", combatantId: fight.combatantId } };
  }
  if (!ask.force) return refuse(taken.reason.key, { ...taken.reason.data, [OVERRIDABLE]: 1 });
  const { actor } = ask.fighter;
  const rule = translate(taken.reason.key, taken.reason.data);
  await whisperToGms(actor, translate(ATTACK_TEXT.overridden, { actor: actor.name, weapon: ask.weaponName, rule, user: game.users?.get(ask.userId)?.name ?? "" }));
  return { ok: true, spent: NOTHING };
}

/** GM, for Undo: gives back what the card's attack spent, in the fight it was spent in. */
export async function refundAttackOf(record: ClassicAttackRecord): Promise<void> {
  if (record.spent === "none") return;
  const combatant = combatById(record.combatId)?.combatants.get(record.combatantId);
  if (!combatant) return;
  const budget: ClassicBudget = classicEconomy.read(storedEconomy(combatant));
  await storeEconomy(combatant, record.spent === "attack" ? refundAttack(budget) : refundOpportunity(budget));
}
