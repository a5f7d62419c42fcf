import { DeclaredCreatureSheet } from "./creature-sheet";

/** The `declared` character sheet: attributes, Stress and Wound Points, Defense and Armour, injuries, gear. */
export class DeclaredCharacterSheet extends DeclaredCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["character"],
    position: { width: 760, height: 860 },
  };
}
