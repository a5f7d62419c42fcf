/** Wires sneaking into Foundry: the ambushers concealed when a fight starts, and the sheet's Hide / Reveal command. */
import { isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { concealAmbushers } from "./ambush";
import { handleSneak } from "./gm-sneak";
import { FACTIONS_SNEAK } from "./keys";

/** Called by the ruleset's register() at init. */
export function registerFactionsSneaking(): void {
  registerGmHandler(FACTIONS_SNEAK, handleSneak);
  Hooks.on("fray.fightStarted", (combat, setup) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => concealAmbushers(combat, setup)).catch((error: unknown) => console.error("Fray | factions ambush concealment failed", error));
  });
}
