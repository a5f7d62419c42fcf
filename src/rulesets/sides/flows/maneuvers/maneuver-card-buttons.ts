/** The grapple card's drag and throw buttons: on the GM's card, shown to the GM and the grappler's owner; the GM rolls. */
import { askGm } from "../../../../foundry/channel";
import { fighterSync } from "./gm-common";
import { GRAPPLE_MOVE_QUERY } from "./grapple-move-query";
import { isManeuverCard } from "./maneuver-data";
import { isGmAuthored } from "../gm-card";

export function requestGrappleMove(messageId: string, choice: "drag" | "throw") {
  return askGm(GRAPPLE_MOVE_QUERY, { messageId, choice });
}

export function wireManeuverCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const card: unknown = message.flags.fray?.maneuver;
  if (!isManeuverCard(card) || !card.hold) return;
  const user = game.user;
  const grappler = fighterSync(card.hold.grapplerId);
  // Only the GM's own card offers the moves (a player's look-alike is refused by the GM anyway).
  const owner = user !== null && user !== undefined && (user.isGM || grappler?.testUserPermission(user, "OWNER") === true);
  const allowed = owner && isGmAuthored(message);
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-fray-maneuver-action]")) {
    const choice = button.dataset.frayManeuverAction;
    if (!allowed || (choice !== "drag" && choice !== "throw")) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void requestGrappleMove(message.id ?? "", choice).finally(() => (button.disabled = false));
    });
  }
  const row = html.querySelector(".fray-maneuver-card .fray-card-buttons");
  if (row && !row.querySelector("button")) row.remove();
}
