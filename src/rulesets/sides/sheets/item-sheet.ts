import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { itemSheetContext } from "./item-context";
import { ITEM_PARTS, itemDetailsTemplate } from "./layout";

/** One sheet for every `sides` item; the details part follows the item's type. */
export class SidesItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["sides"] };

  static override PARTS = ITEM_PARTS;

  protected override detailsTemplate(type: string): string {
    return itemDetailsTemplate(type);
  }

  protected override typeContext(): object {
    return itemSheetContext(this.item.system);
  }
}
