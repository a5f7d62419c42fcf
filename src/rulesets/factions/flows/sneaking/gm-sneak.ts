/**
 * The GM's handler for the sheet's Hide / Reveal: re-reads the creature and checks the sender may act
 * for it. Hiding again mid-fight needs being out of sight for a while or a major distraction, which only
 * the GM judges: only a GM hides a creature. Its owner (or the GM) reveals it, for what gave it away
 * outside the buttons (moving openly, walking in front of the enemy…); the chat says so.
 */
import { userMayActFor } from "../../../../foundry/actors/may-act";
import { refusal, type GmAnswer } from "../../../../foundry/channel";
import { translate } from "../../../../foundry/i18n";
import { FACTIONS_SNEAKING_REFUSAL } from "../../rules/sneaking/labels";
import { takerOf } from "../actions/gm-take-action";
import { postLine } from "../actions/action-line";
import { TAKE_ACTION_REFUSAL } from "../actions/keys";
import { concealActor, isConcealed, revealActor } from "./conceal";
import { SNEAK_REFUSAL, SNEAK_TEXT } from "./keys";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function handleSneak(payload: Record<string, unknown>, userId: string): Promise<GmAnswer> {
  const taker = await takerOf({ actorUuid: text(payload.actorUuid), tokenUuid: text(payload.tokenUuid) });
  if (!taker || typeof payload.conceal !== "boolean") return refusal(TAKE_ACTION_REFUSAL.badRequest);
  const { actor } = taker;
  const name = actor.name ?? "";
  if (!userMayActFor(userId, actor)) return refusal(TAKE_ACTION_REFUSAL.notOwner, { name });
  if (payload.conceal) {
    if (game.users?.get(userId)?.isGM !== true) return refusal(SNEAK_REFUSAL.gmHides);
    if (isConcealed(actor)) return refusal(FACTIONS_SNEAKING_REFUSAL.alreadyConcealed);
    await concealActor(actor);
    return { ok: true };
  }
  if (!isConcealed(actor)) return refusal(SNEAK_REFUSAL.notConcealed, { name });
  await revealActor(actor);
  await postLine(actor, translate(SNEAK_TEXT.revealedByChoice, { name }), [], null);
  return { ok: true };
}
