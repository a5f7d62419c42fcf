/**
 * Spending a combatant's action for the round, on the GM's client when it accepts a command that takes
 * one (the attack flow calls this): the rules say whether one more action of that kind is allowed in
 * the creature's wound state and what it costs in Wound Points; the budget records it and the GM takes
 * the Wound Points with a line in the chat. `force` is the GM's or a confirmed player's override of a
 * refusal (the dead never act). Call from work already on the GM's lane.
 */
import { refuse, type Decision } from "../../../../core/rules-types";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { postChatNote } from "../../../../foundry/actions/chat-note";
import { declaredEconomy } from "../../rules/actions/economy";
import { actionsTaken, actionWoundCost, mayTakeAction, type DeclaredActionKind } from "../../rules/condition/round-allowance";
import { loseWoundPoints } from "../../rules/condition/wound-loss";
import { woundState } from "../../rules/condition/wound-state";
import { storedWoundPoints } from "../../rules/condition/stored-wound-points";
import { creatureDataOf, standingOf, writeWoundLoss } from "./creature";

export const SPEND_REFUSAL = { unknown: "FRAY.Declared.Round.Refusal.UnknownCombatant" } as const;

export async function spendDeclaredAction(combat: Combat.Implementation, combatantId: string, kind: DeclaredActionKind, force = false): Promise<Decision<{ woundCost: number }>> {
  const combatant = combat.combatants.get(combatantId);
  const actor = combatant?.actor ?? null;
  const data = creatureDataOf(actor);
  if (!combatant || !actor || !data) return refuse(SPEND_REFUSAL.unknown);
  const budget = declaredEconomy.read(storedEconomy(combatant));
  const standing = standingOf(data);
  const state = woundState(standing);
  const allowed = mayTakeAction(state, budget, kind);
  if (!allowed.ok && (!force || state === "dead")) return allowed;
  const woundCost = allowed.ok ? allowed.woundCost : actionWoundCost(state, actionsTaken(budget));
  await storeEconomy(combatant, { ...budget, taken: { ...budget.taken, [kind]: budget.taken[kind] + 1 } });
  if (woundCost > 0) {
    const after = loseWoundPoints(standing, woundCost, "exertion");
    await writeWoundLoss(actor, standing.strength, after);
    const notices = after.notices.map((key) => translate(key)).join(" ");
    const line = translate("FRAY.Declared.Round.ActionCost", { name: actor.name ?? "", cost: woundCost, before: standing.woundPoints, after: storedWoundPoints(after.woundPoints, standing.strength) });
    await postChatNote(actor, notices ? `${line} ${notices}` : line);
  }
  return { ok: true, woundCost };
}
