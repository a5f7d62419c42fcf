/**
 * Casting a spell (the sheet's Cast button on its row). The chapter gives a spell a casting TN that
 * sets its speed but no casting roll (docs/rules-notes.md): the GM re-reads the spell from the creature,
 * takes the Standard action (in a started fight) and posts the card with the spell, its TN, its speed
 * and its words; what the spell does is the table's. The player's client only asks.
 */
import { answerRefusal, type GmHandler } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { spellSpeed } from "../../rules/actions/action-lines";
import { actingCreature, isRefusal, takeStandardAction } from "./acting";
import { askToAct } from "./ask";
import { spellOf } from "./items";
import { USE_REFUSAL } from "./keys";
import { DECLARED_CAST_COMMAND, parseActRequest } from "./request";
import { castCardView, postUseCard } from "./use-card";

export async function startCast(actor: Actor.Implementation, itemId: string): Promise<void> {
  await askToAct(DECLARED_CAST_COMMAND, actor, itemId);
}

export const handleCast: GmHandler = async (payload, userId) => {
  const request = parseActRequest(payload);
  if (!request) return answerRefusal({ key: USE_REFUSAL.badRequest });
  const acting = await actingCreature(request, userId);
  if (isRefusal(acting)) return acting;
  const owned = spellOf(acting.actor, request.subject);
  if (!owned) return answerRefusal({ key: USE_REFUSAL.noItem });
  const acted = await takeStandardAction(acting, { kind: "cast", spellId: request.subject }, userId, request.force);
  if (acted) return acted;
  const { castingTN, speed, description } = owned.data;
  const view = castCardView({ actor: acting.actor.name ?? "", spell: owned.item.name, castingTn: castingTN, speed: spellSpeed({ castingTn: castingTN, speed }), description }, translate);
  await postUseCard(acting.actor, view);
  return { ok: true };
};
