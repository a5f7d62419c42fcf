/**
 * The player's side of the sheet's turn-action buttons: ask the GM to take the action. Past the round's
 * budget the user is told why and asked whether to take it anyway (the GM is then told). Everything
 * else happens on the GM's client (gm-take-action.ts).
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { translate } from "../../../../foundry/i18n";
import { ownToken } from "../../../../foundry/scene/user-target";
import { turnAction, type FactionsTurnAction } from "../../rules/actions/turn-actions";
import { TAKE_ACTION_TEXT } from "./keys";
import { FACTIONS_TAKE_ACTION } from "./request";

export async function takeFactionsAction(actor: Actor.Implementation, action: FactionsTurnAction, itemId = ""): Promise<void> {
  const payload = { actorUuid: actor.uuid, tokenUuid: ownToken(actor)?.document.uuid ?? "", action, itemId, force: false };
  const name = itemId ? translate(TAKE_ACTION_TEXT.used, { item: actor.items.get(itemId)?.name ?? "" }) : translate(turnAction(action).label);
  await askGmOrOverride(FACTIONS_TAKE_ACTION, payload, (reason, data) => ({
    title: translate(TAKE_ACTION_TEXT.confirmTitle, { action: name }),
    content: translate(TAKE_ACTION_TEXT.confirmContent, { action: name, rule: translate(reason, data) }),
  }));
}
