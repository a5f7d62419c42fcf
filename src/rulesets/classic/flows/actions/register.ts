/** Wires the classic action economy into Foundry: the sheet's action command, attacks of opportunity on movement and their offer buttons. */
import { registerGmHandler } from "../../../../foundry/channel";
import { wireOpportunityOffer } from "../opportunity/offer-button";
import { registerClassicMoveOpportunities } from "../opportunity/on-move";
import { handleTakeAction } from "./gm-take-action";
import { CLASSIC_TAKE_ACTION } from "./request";

/** Called by the ruleset's register() at init. */
export function registerClassicActions(): void {
  registerGmHandler(CLASSIC_TAKE_ACTION, handleTakeAction);
  registerClassicMoveOpportunities();
  Hooks.on("renderChatMessageHTML", (message, html) => wireOpportunityOffer(message, html));
}
