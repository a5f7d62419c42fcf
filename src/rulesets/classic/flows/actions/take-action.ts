/**
 * The player's side of the sheet's action buttons: ask the GM to take the action (move, 5-foot step,
 * draw a weapon, retrieve an item, stand up or drop prone, drink a potion, use an item, cast a spell, a
 * named free action `free:<name>` or `speak`, a swift action). Past the round's budget the user is told
 * why and asked whether to take it anyway (the GM is then told). The GM's refusals reach the user as
 * notifications (askGm). Everything else happens on the GM's client (gm-take-action.ts).
 */
import { askGmOrOverride } from "../../../../foundry/actions/override";
import { combatantOf } from "../../../../foundry/actors/combatant-of";
import { translate } from "../../../../foundry/i18n";
import { ownToken } from "../../../../foundry/scene/user-target";
import { TAKEN_TEXT } from "./keys";
import { CLASSIC_TAKE_ACTION, parseActionId } from "./request";

/** A refusal's placeholders that are themselves i18n keys (the immediate action kind) read as words. */
function localized(data: Record<string, string | number> = {}): Record<string, string | number> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === "string" && value.startsWith("FRAY.") ? translate(value) : value]));
}

export async function takeClassicAction(actor: Actor.Implementation, action: string, itemId?: string): Promise<void> {
  const parsed = parseActionId(action);
  if (!parsed) return;
  const found = combatantOf(actor);
  const tokenUuid = ownToken(actor)?.document.uuid ?? "";
  const payload = { actorUuid: actor.uuid, tokenUuid, combatId: found?.combat.id ?? "", combatantId: found?.combatant.id ?? "", actionId: action, itemId: itemId ?? "", force: false };
  const name = parsed.action === "free" ? parsed.freeName : translate(TAKEN_TEXT.name(parsed.action), { item: actor.items.get(itemId ?? "")?.name ?? "" });
  await askGmOrOverride(CLASSIC_TAKE_ACTION, payload, (reason, data) => ({
    title: translate(TAKEN_TEXT.confirmTitle, { action: name }),
    content: translate(TAKEN_TEXT.confirmContent, { action: name, rule: translate(reason, localized(data)) }),
  }));
}
