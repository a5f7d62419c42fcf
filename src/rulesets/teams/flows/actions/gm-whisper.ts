/** Tells the GMs, in a whisper, that a player took a teams action the economy did not allow. */
import type { Reason } from "../../../../core/rules-types";
import { whisperToGms } from "../../../../foundry/actions/gm-whisper";
import { translate } from "../../../../foundry/i18n";
import type { TeamsActionId } from "../../rules/actions/action-table";
import { ACTION_NAME_KEYS, CHAT_KEYS } from "./keys";

export async function whisperTeamsOverride(actor: Actor.Implementation, actionId: TeamsActionId, broken: Reason, userId: string): Promise<void> {
  const content = translate(CHAT_KEYS.overridden, {
    actor: actor.name,
    action: translate(ACTION_NAME_KEYS[actionId]),
    rule: translate(broken.key, broken.data),
    user: game.users?.get(userId)?.name ?? "",
  });
  await whisperToGms(actor, content);
}
