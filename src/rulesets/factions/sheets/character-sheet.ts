import { FactionsCreatureSheet } from "./creature-sheet";

/** The `factions` character sheet: scores and saves, health, armour, gear and the turn's buttons. */
export class FactionsCharacterSheet extends FactionsCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["character"],
    position: { width: 720, height: 860 },
  };
}
