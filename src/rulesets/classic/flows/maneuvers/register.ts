/** The maneuvers' GM command, their card's step and buttons, and the swallowed creatures' round count. */
import { isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { maneuverCardButtons } from "./buttons";
import { CLASSIC_MANEUVER_CARD } from "./card-type";
import { handleClassicManeuver } from "./gm-maneuver";
import { CLASSIC_MANEUVER_COMMAND } from "./request";
import { MANEUVER_CARD_STEPS } from "./steps";
import { countSwallowedAtRoundEnd } from "./swallowed-rounds";

export function registerClassicManeuvers(): void {
  registerGmHandler(CLASSIC_MANEUVER_COMMAND, handleClassicManeuver);
  registerCardSteps(CLASSIC_MANEUVER_CARD, MANEUVER_CARD_STEPS);
  registerCardButtons(maneuverCardButtons);
  // The engine's own round (the event's), on the active GM's lane in order with its other work.
  Hooks.on("fray.roundEnd", (combat, event) => {
    if (event.type !== "roundEnd" || !isActiveGmHere()) return;
    onGmLane(() => countSwallowedAtRoundEnd(combat, event.round)).catch((error: unknown) => console.error("Fray | classic swallowed rounds failed", error));
  });
}
