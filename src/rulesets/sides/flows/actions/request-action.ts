/**
 * The player's side of taking an action: ask the GM; when the economy no longer allows it, say
 * why and ask whether to take it anyway, then ask again with `force` (the GM is told).
 * Out of combat there is no budget: only what the action does to the actor is applied.
 */
import { askGmOrOverride, confirmDialog } from "../../../../foundry/actions/override";
import { translate } from "../../../../foundry/i18n";
import { actionDefinition } from "../../rules/combat/action-table";
import { applyActionEffect } from "./action-effects";
import { TAKE_ACTION_QUERY, type RequestedAction } from "./action-request";
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { actionLabel } from "./gm-whisper";
import { CONFIRM_KEYS } from "./keys";

/** Screen an Ally provokes only if the screener moves: the player says whether they do. */
export async function askMoved(actionId: RequestedAction): Promise<boolean> {
  if (actionId === "releaseHeld" || actionDefinition(actionId).provokes !== "sometimes") return false;
  return confirmDialog(translate(CONFIRM_KEYS.movedTitle), translate(CONFIRM_KEYS.movedContent));
}

/** Takes the action for the actor; true when it was taken. `extra` carries what an action names (a swarm's target). */
export async function requestAction(actor: Actor.Implementation, actionId: RequestedAction, extra: Record<string, unknown> = {}): Promise<boolean> {
  const found = combatantOf(actor);
  if (!found) {
    await applyActionEffect(actor, actionId);
    return true;
  }
  const payload = { ...extra, combatId: found.combat.id ?? "", combatantId: found.combatant.id ?? "", actionId, force: false, moved: await askMoved(actionId) };
  const action = translate(actionLabel(actionId));
  const answer = await askGmOrOverride(TAKE_ACTION_QUERY, payload, (reason) => ({
    title: translate(CONFIRM_KEYS.title, { action }),
    content: translate(CONFIRM_KEYS.content, { action, rule: translate(reason) }),
  }));
  return answer.ok;
}
