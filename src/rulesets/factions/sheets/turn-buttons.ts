/** The sheet's turn-action buttons: every action a sheet takes but using a consumable, which its row's Use button takes. Pure. */
import { turnAction } from "../rules/actions/turn-actions";
import { SHEET_TURN_ACTIONS } from "../flows/actions/request";

export function factionsTurnButtons() {
  return SHEET_TURN_ACTIONS.filter((action) => action !== "useConsumable").map((action) => ({ action, ...turnAction(action) }));
}
