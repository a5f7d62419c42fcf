import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { factionsItemSheetContext } from "./item-context";
import { FACTIONS_ITEM_PARTS, factionsItemDetailsTemplate } from "./layout";

/** One sheet for every `factions` item; the details part follows the item's type. */
export class FactionsItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["factions"] };

  static override PARTS = FACTIONS_ITEM_PARTS;

  protected override detailsTemplate(type: string): string {
    return factionsItemDetailsTemplate(type);
  }

  protected override typeContext(): object {
    return factionsItemSheetContext(this.item.type, game.user?.isGM ?? false);
  }
}
