/** Wires poison into Foundry: a dose's Use coats a weapon (a GM command), and the poisoned suffer at each round's end. */
import { isActiveGmHere, onGmLane, registerGmHandler } from "../../../../foundry/channel";
import { handleCoatWeapon } from "./gm-coat";
import { COAT_WEAPON_TEMPLATE, FACTIONS_COAT_WEAPON } from "./keys";
import { tickPoison } from "./poison-tick";

export const FACTIONS_POISON_TEMPLATES = [COAT_WEAPON_TEMPLATE];

/** Called by the ruleset's register() at init. */
export function registerFactionsPoison(): void {
  registerGmHandler(FACTIONS_COAT_WEAPON, handleCoatWeapon);
  Hooks.on("fray.roundEnd", (combat: Combat.Implementation) => {
    if (!isActiveGmHere()) return;
    onGmLane(() => tickPoison(combat)).catch((error: unknown) => console.error("Fray | factions poison at the round's end failed", error));
  });
}
