/** Wires the sides action economy into Foundry: the GM command, card buttons, sheet refresh. */
import { registerGmHandler } from "../../../../foundry/channel";
import { TAKE_ACTION_QUERY } from "./action-request";
import { activateAooButtons } from "./aoo-buttons";
import { handleTakeAction } from "./gm-take-action";
import { registerManeuvers } from "../maneuvers/register";

/** Open sheets of the combat's actors show the budget: draw them again when it changes. */
function refreshSheets(combatants: readonly Combatant.Implementation[]): void {
  for (const combatant of combatants) {
    const sheet = combatant.actor?.sheet;
    if (sheet?.rendered) void sheet.render();
  }
}

/** Called by the system at init. */
export function registerSidesActions(): void {
  registerManeuvers();
  registerGmHandler(TAKE_ACTION_QUERY, handleTakeAction);
  Hooks.on("renderChatMessageHTML", (message, html) => activateAooButtons(html, message.id ?? ""));
  Hooks.on("updateCombatant", (combatant) => refreshSheets([combatant]));
  Hooks.on("updateCombat", (combat) => refreshSheets(combat.combatants.contents));
  Hooks.on("deleteCombat", (combat) => refreshSheets(combat.combatants.contents));
  Hooks.on("createCombatant", (combatant) => refreshSheets([combatant]));
  Hooks.on("deleteCombatant", (combatant) => refreshSheets([combatant]));
}
