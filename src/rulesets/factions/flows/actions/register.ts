/** Wires the factions turn actions into Foundry: the sheet's action command. */
import { registerGmHandler } from "../../../../foundry/channel";
import { handleTakeAction } from "./gm-take-action";
import { FACTIONS_TAKE_ACTION } from "./request";

/** Called by the ruleset's register() at init. */
export function registerFactionsActions(): void {
  registerGmHandler(FACTIONS_TAKE_ACTION, handleTakeAction);
}
