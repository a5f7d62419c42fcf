import { DeclaredCreatureSheet } from "./creature-sheet";

/** The `declared` stat block a GM runs a monster from: the same numbers and buttons, denser. */
export class DeclaredMonsterSheet extends DeclaredCreatureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["monster"],
    position: { width: 640, height: 760 },
  };
}
