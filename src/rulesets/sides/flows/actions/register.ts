/** Wires the sides action economy into Foundry: the GM command and card buttons. */
import { registerGmHandler } from "../../../../foundry/channel";
import { TAKE_ACTION_QUERY } from "./action-request";
import { registerOpportunityButtons } from "./aoo-buttons";
import { handleTakeAction } from "./gm-take-action";
import { registerManeuvers } from "../maneuvers/register";

/** Called by the system at init. */
export function registerSidesActions(): void {
  registerManeuvers();
  registerGmHandler(TAKE_ACTION_QUERY, handleTakeAction);
  registerOpportunityButtons();
}
