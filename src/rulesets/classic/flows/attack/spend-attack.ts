/**
 * What an attack spends from the attacker's classic budget, through the classic spender
 * (flows/economy/spend.ts): an attack action on its own turn (the standard becomes "attacks"), or for an
 * attack of opportunity the immediate action of that kind. Past the budget the refusal is overridable; a
 * confirmed request goes ahead with nothing spent and the GMs are told. Undo gives the action back.
 */
import type { Decision } from "../../../../core/rules-types";
import { translate } from "../../../../foundry/i18n";
import type { ClassicAttackRecord } from "../../schema/attack-card";
import { budgetInFight as combatantBudget, refundClassic, spendClassic } from "../economy/spend";
import { combatantInFight } from "../economy/acting-fight";
import type { ClassicFighter } from "./fighters";
import { ATTACK_TEXT } from "./keys";
import type { Spent } from "./strike";

const NOTHING: Spent = { spent: "none", combatId: "", combatantId: "" };

/** The attacker's combatant in a started fight (by its token, else its actor) and its budget, or null out of one. */
export const budgetInFight = (fighter: ClassicFighter) => combatantBudget(combatantInFight(fighter.token, fighter.actor));

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
  const { actor } = ask.fighter;
  const spent = await spendClassic({
    combatant: combatantInFight(ask.fighter.token, actor),
    spend: ask.opportunity ? { kind: "opportunity", threatens: ask.threatens } : { kind: "attack" },
    force: ask.force,
    userId: ask.userId,
    overriddenText: (rule) => translate(ATTACK_TEXT.overridden, { actor: actor.name, weapon: ask.weaponName, rule, user: game.users?.get(ask.userId)?.name ?? "" }),
  });
  if (!spent.ok) return spent;
  if (!spent.spentIn) return { ok: true, spent: NOTHING };
  return { ok: true, spent: { spent: ask.opportunity ? "opportunity" : "attack", ...spent.spentIn } };
}

/** GM, for Undo: gives back what the card's attack spent, in the fight it was spent in. */
export async function refundAttackOf(record: ClassicAttackRecord): Promise<void> {
  if (record.spent !== "none") await refundClassic(record, record.spent);
}
