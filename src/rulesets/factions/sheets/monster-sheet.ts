import { FactionsCreatureSheet } from "./creature-sheet";

/** The `factions` stat block a GM runs a monster from: the same numbers and buttons, denser. */
export class FactionsMonsterSheet extends FactionsCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["monster"],
    position: { width: 640, height: 780 },
  };
}
