import { ClassicCreatureSheet } from "./creature-sheet";

/** The `classic` character sheet: abilities, hit points and the dying state, attacks and AC, gear and wielding. */
export class ClassicCharacterSheet extends ClassicCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["character"],
    position: { width: 780, height: 900 },
  };
}
