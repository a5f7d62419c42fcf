/**
 * The player's side of the sheet's use, cast and intimidate buttons: ask the GM, naming the creature by
 * its token on the scene (or its actor with none); past the round's allowance a GM is asked whether to
 * act anyway. A refusal reaches the user as a notification.
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { translate } from "../../../../foundry/i18n";
import { ownToken } from "../../../../foundry/scene/user-target";
import { USE_TEXT } from "./keys";

export async function askToAct(command: string, actor: Actor.Implementation, subject: string): Promise<void> {
  const creatureUuid = ownToken(actor)?.document.uuid ?? actor.token?.uuid ?? actor.uuid;
  await askGmOrOverride(command, { creatureUuid, subject, force: false }, (reasonKey, data) => ({
    title: translate(USE_TEXT.confirmTitle),
    content: translate(USE_TEXT.confirmContent, { rule: translate(reasonKey, data) }),
  }));
}
