/** Wires poison into Foundry: a dose's Use coats a weapon (a GM command), and the poisoned suffer at each round's end (a card the GM may undo). */
import { isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { registerCardButtons, registerCardSteps } from "../../../../foundry/cards";
import { POISON_TICK_TEMPLATE, FACTIONS_POISON_TICK_CARD } from "./tick-card";
import { poisonTickButtons, poisonTickUndoStep } from "./tick-undo";
import { handleCoatWeapon } from "./gm-coat";
import { COAT_WEAPON_TEMPLATE, FACTIONS_COAT_WEAPON } from "./keys";
import { tickPoison } from "./poison-tick";

export const FACTIONS_POISON_TEMPLATES = [COAT_WEAPON_TEMPLATE, POISON_TICK_TEMPLATE];

/** Called by the ruleset's register() at init. */
export function registerFactionsPoison(): void {
  registerGmHandler(FACTIONS_COAT_WEAPON, handleCoatWeapon);
  registerCardSteps(FACTIONS_POISON_TICK_CARD, [poisonTickUndoStep]);
  registerCardButtons(poisonTickButtons);
  Hooks.on("fray.roundEnd", (combat: Combat.Implementation) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => tickPoison(combat)).catch((error: unknown) => console.error("Fray | factions poison at the round's end failed", error));
  });
}
