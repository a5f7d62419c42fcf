/**
 * The grapple card's drag and throw buttons, as sides' part of the shared card pipeline: on the GM's
 * card, shown to the GM and the grappler's owner; the click names the card and the move, the GM rolls.
 */
import { mayActFor } from "../../../../foundry/actors/may-act";
import { actorFromUuidSync } from "../../../../foundry/actors/resolve";
import { askGm } from "../../../../foundry/channel";
import { wireCardButtons, type CardButtons } from "../../../../foundry/cards";
import { GRAPPLE_MOVE_QUERY } from "./grapple-move-query";
import type { ManeuverCardData } from "./maneuver-data";
import { MANEUVER_CARD } from "./post-card";

type Move = "drag" | "throw";
const isMove = (action: string): action is Move => action === "drag" || action === "throw";

export function requestGrappleMove(messageId: string, choice: Move) {
  return askGm(GRAPPLE_MOVE_QUERY, { messageId, choice });
}

export const maneuverCardButtons: CardButtons<ManeuverCardData> = {
  card: MANEUVER_CARD,
  actionKey: "frayManeuverAction",
  mayUse: (_role, card, user) => mayActFor(user, card.hold ? actorFromUuidSync(card.hold.grapplerId) : null),
  // A grapple that took hold can move its target.
  open: (action, card) => card.hold !== null && isMove(action),
  click: async (action, message) => (isMove(action) ? requestGrappleMove(message.id ?? "", action) : undefined),
};

export function wireManeuverCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  wireCardButtons(maneuverCardButtons, message, html);
}
