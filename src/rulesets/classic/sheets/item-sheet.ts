import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { classicItemSheetContext } from "./item-context";
import { CLASSIC_ITEM_PARTS, classicItemDetailsTemplate } from "./layout";

/** One sheet for every `classic` item; the details part follows the item's type. */
export class ClassicItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["classic"] };

  static override PARTS = CLASSIC_ITEM_PARTS;

  protected override detailsTemplate(type: string): string {
    return classicItemDetailsTemplate(type);
  }

  protected override typeContext(): object {
    return classicItemSheetContext(this.item.type, this.item.system);
  }
}
