/** Tells the GMs, in a whisper, that a player took an action the economy did not allow. */
import { actionDefinition } from "../../rules/combat/action-table";
import type { Reason } from "../../rules/combat/types";
import type { RequestedAction } from "./action-request";
import { ACTIONS_KEYS, CHAT_KEYS } from "./keys";

export function gmIds(): string[] {
  return (game.users?.contents ?? []).filter((user) => user.isGM).map((user) => user.id ?? "");
}

export function actionLabel(actionId: RequestedAction): string {
  return actionId === "releaseHeld" ? ACTIONS_KEYS.releaseHeld : actionDefinition(actionId).label;
}

export async function whisperOverride(actor: Actor.Implementation, actionId: RequestedAction, broken: Reason, userId: string): Promise<void> {
  const i18n = game.i18n;
  const content = i18n?.format(CHAT_KEYS.overridden, {
    actor: actor.name,
    action: i18n.localize(actionLabel(actionId)),
    rule: i18n.localize(broken.key),
    user: game.users?.get(userId)?.name ?? "",
  });
  await ChatMessage.create({ content: `<p class="fray-override">${content ?? ""}</p>`, whisper: gmIds(), speaker: ChatMessage.getSpeaker({ actor }) });
}
