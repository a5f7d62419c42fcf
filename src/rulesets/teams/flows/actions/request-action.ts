/**
 * The player's side of taking a teams action: ask the GM; when the economy no longer allows it, say
 * why and ask whether to take it anyway, then ask again with `force` (the GM is told).
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { translate } from "../../../../foundry/i18n";
import { isExtendedStep, TEAMS_TAKE_ACTION, type TeamsRequestedAction } from "./action-request";
import { ACTION_NAME_KEYS, CONFIRM_KEYS, PANEL_KEYS } from "./keys";

/** What an action names besides its actor: the item, or the targeted token. */
export interface ActionExtras {
  itemId?: string;
  targetTokenUuid?: string;
  /** Ready an Action: the action readied and its trigger. */
  readiedAction?: string;
  readiedTrigger?: string;
}

function labelOf(actionId: TeamsRequestedAction): string {
  if (isExtendedStep(actionId)) return actionId === "continueExtended" ? PANEL_KEYS.continue : PANEL_KEYS.abandon;
  return ACTION_NAME_KEYS[actionId];
}

/** Takes the action for the actor through the GM; true when it was taken. */
export async function requestTeamsAction(actor: Actor.Implementation, actionId: TeamsRequestedAction, extras: ActionExtras = {}): Promise<boolean> {
  const found = combatantOf(actor);
  const who = found ? { combatId: found.combat.id ?? "", combatantId: found.combatant.id ?? "" } : { actorUuid: actor.uuid };
  const action = translate(labelOf(actionId));
  const answer = await askGmOrOverride(TEAMS_TAKE_ACTION, { ...who, ...extras, actionId, force: false }, (reason) => ({
    title: translate(CONFIRM_KEYS.title, { action }),
    content: translate(CONFIRM_KEYS.content, { action, rule: translate(reason) }),
  }));
  return answer.ok;
}
