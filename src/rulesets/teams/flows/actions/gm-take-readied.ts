/**
 * The GM's handler for a readied action going off (`teamsTakeReadied`), other than an attack (that one
 * goes through the attack dialog with the readied payment). The GM re-reads the combatant's budget: the
 * action taken is the one readied (the request may name one only when the budget names none), the rules
 * spend the reaction and clear what was readied, the action's effect is applied as when it is taken on
 * the turn, and the table reads a short line in chat.
 */
import { postChatNote } from "../../../../foundry/actions/chat-note";
import { combatById } from "../../../../foundry/actors/combatant-of";
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { answerRefusal, refusal, type GmAnswer } from "../../../../foundry/channel";
import { adapterOf, stateOf } from "../../../../foundry/combat/combat-engine";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { translate } from "../../../../foundry/i18n";
import { teamsEconomy } from "../../rules/actions/economy";
import { readiedOf, takeReadiedAction } from "../../rules/actions/ready-action";
import { TEAMS_ECONOMY_REFUSAL } from "../../rules/actions/labels";
import { isTeamsActionId } from "../../rules/actions/action-table";
import { applyCompletedAction, setProne } from "./action-effects";
import { isDown, isProne } from "./actor-facts";
import { ACTION_NAME_KEYS, CHAT_KEYS, REFUSAL_KEYS } from "./keys";

export const TEAMS_TAKE_READIED = "teamsTakeReadied";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export async function handleTeamsTakeReadied(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const combat = combatById(text(payload.combatId));
  if (!combat) return refusal(REFUSAL_KEYS.noCombat);
  const combatant = combat.combatants.get(text(payload.combatantId));
  const actor = combatant?.actor;
  if (!combatant || !actor) return refusal(REFUSAL_KEYS.noCombatant);
  if (!userMayActFor(userId, actor)) return refusal(REFUSAL_KEYS.notOwner, { name: combatant.name ?? actor.name });
  if (isDown(actor)) return refusal(REFUSAL_KEYS.cannotAct, { name: combatant.name ?? actor.name });
  if (adapterOf(combat)?.view(stateOf(combat)).started !== true) return refusal(REFUSAL_KEYS.onlyInFight);
  const budget = teamsEconomy.read(storedEconomy(combatant));
  const readied = readiedOf(budget);
  if (!readied) return refusal(TEAMS_ECONOMY_REFUSAL.nothingReadied);
  const asked = readied.action || text(payload.actionId);
  if (!isTeamsActionId(asked)) return refusal(TEAMS_ECONOMY_REFUSAL.notTheReadiedAction, { action: asked });
  if (asked === "attack") return refusal(REFUSAL_KEYS.readiedAttack);
  const taken = takeReadiedAction(budget, asked, { prone: isProne(actor) });
  if (!taken.ok) return answerRefusal(taken.reason);
  await storeEconomy(combatant, taken.budget);
  if (taken.prone !== null && taken.prone !== isProne(actor)) await setProne(actor, taken.prone);
  await applyCompletedAction(taken.action, { actor, item: null, ally: null, patient: null });
  const action = translate(ACTION_NAME_KEYS[taken.action]);
  const line = readied.trigger
    ? translate(CHAT_KEYS.readiedTakenOn, { actor: actor.name, action, trigger: readied.trigger })
    : translate(CHAT_KEYS.readiedTaken, { actor: actor.name, action });
  await postChatNote(actor, line);
  return { ok: true, result: { action: taken.action } };
}
