/** What the sides item sheet adds to Foundry's context: SidesItemSheet and the render checks both call this. */
import { formatShock, type ShockRating } from "../rules/shock-notation";
import { itemChoices } from "./item-view";

export function itemSheetContext(system: object) {
  const shockText = "shock" in system ? formatShock(system.shock as ShockRating) : "";
  return { choices: itemChoices(), shockText };
}
