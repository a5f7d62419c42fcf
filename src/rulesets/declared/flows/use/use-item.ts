/**
 * Using a consumable (the sheet's Use button on its row): the GM re-reads the item from the creature,
 * refuses when none is left, takes the Standard action (in a started fight), writes one fewer and posts
 * the card with the item's effect. The player's client only asks.
 */
import { answerRefusal, type GmHandler } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { useConsumable } from "../../rules/actions/use-and-intimidate";
import { actingCreature, isRefusal, takeStandardAction } from "./acting";
import { askToAct } from "./ask";
import { consumableOf } from "./items";
import { USE_REFUSAL } from "./keys";
import { DECLARED_USE_COMMAND, parseActRequest } from "./request";
import { postUseCard, useItemCardView } from "./use-card";

export async function startUseItem(actor: Actor.Implementation, itemId: string): Promise<void> {
  await askToAct(DECLARED_USE_COMMAND, actor, itemId);
}

export const handleUseItem: GmHandler = async (payload, userId) => {
  const request = parseActRequest(payload);
  if (!request) return answerRefusal({ key: USE_REFUSAL.badRequest });
  const acting = await actingCreature(request, userId);
  if (isRefusal(acting)) return acting;
  const owned = consumableOf(acting.actor, request.subject);
  if (!owned) return answerRefusal({ key: USE_REFUSAL.noItem });
  const used = useConsumable(owned.data.quantity);
  if (!used.ok) return answerRefusal(used.reason, { item: owned.item.name });
  const acted = await takeStandardAction(acting, { kind: "use", itemId: request.subject }, userId, request.force);
  if (acted) return acted;
  await owned.item.update({ system: { quantity: used.left } } as Item.UpdateData);
  const view = useItemCardView({ actor: acting.actor.name ?? "", item: owned.item.name, effect: owned.data.effect, left: used.left, speed: owned.data.initiativeModifier }, translate);
  await postUseCard(acting.actor, view);
  return { ok: true, result: { left: used.left } };
};
