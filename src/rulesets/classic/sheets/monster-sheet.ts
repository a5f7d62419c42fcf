import { ClassicCreatureSheet } from "./creature-sheet";

/** The `classic` stat block a GM runs a monster from: the same numbers and buttons, denser. */
export class ClassicMonsterSheet extends ClassicCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["monster"],
    position: { width: 660, height: 820 },
  };
}
