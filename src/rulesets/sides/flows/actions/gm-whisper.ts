/** Tells the GMs, in a whisper, that a player took an action the economy did not allow. */
import { translate } from "../../../../foundry/i18n";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { actionDefinition } from "../../rules/combat/action-table";
import type { Reason } from "../../../../core/rules-types";
import type { RequestedAction } from "./action-request";
import { ACTIONS_KEYS, CHAT_KEYS } from "./keys";

export function actionLabel(actionId: RequestedAction): string {
  return actionId === "releaseHeld" ? ACTIONS_KEYS.releaseHeld : actionDefinition(actionId).label;
}

export async function whisperOverride(actor: Actor.Implementation, actionId: RequestedAction, broken: Reason, userId: string): Promise<void> {
  const content = translate(CHAT_KEYS.overridden, {
    actor: actor.name,
    action: translate(actionLabel(actionId)),
    rule: translate(broken.key),
    user: game.users?.get(userId)?.name ?? "",
  });
  await whisperToGms(actor, content);
}
