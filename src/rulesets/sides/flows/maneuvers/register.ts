/** Wires the maneuvers into Foundry: the GM's handlers, the attack card's steps, round-end grapple damage, screens ending. */
import { registerGmHandler } from "../../../../foundry/channel";
import { wireManeuverSteps } from "./attack-card-step";
import { BREAK_FREE_QUERY, handleBreakFree } from "./break-free-query";
import { EXECUTION_QUERY, handleExecution } from "./execution-query";
import { grappleDamageAtRoundEnd } from "./grapple-round-end";
import { handleManeuverCheck, MANEUVER_CHECK_QUERY } from "./opposed-check-query";
import { GRAPPLE_MOVE_QUERY, handleGrappleMove } from "./grapple-move-query";
import { wireManeuverCard } from "./maneuver-card-buttons";
import { endScreensAtTurnStart, handleScreenAlly, handleScreenCheck, SCREEN_ALLY_QUERY, SCREEN_CHECK_QUERY } from "./screen-query";

export function registerManeuvers(): void {
  registerGmHandler(MANEUVER_CHECK_QUERY, handleManeuverCheck);
  registerGmHandler(BREAK_FREE_QUERY, handleBreakFree);
  registerGmHandler(GRAPPLE_MOVE_QUERY, handleGrappleMove);
  registerGmHandler(EXECUTION_QUERY, handleExecution);
  registerGmHandler(SCREEN_ALLY_QUERY, handleScreenAlly);
  registerGmHandler(SCREEN_CHECK_QUERY, handleScreenCheck);
  Hooks.on("renderChatMessageHTML", (message, html) => {
    wireManeuverSteps(message, html);
    wireManeuverCard(message, html);
  });
  Hooks.on("fray.roundEnd", (combat, event) => {
    if (event.type === "roundEnd") void grappleDamageAtRoundEnd(combat, event.round);
  });
  Hooks.on("fray.turnStart", (combat, event) => {
    if (event.type === "turnStart") void endScreensAtTurnStart(combat, event.combatantIds);
  });
}
