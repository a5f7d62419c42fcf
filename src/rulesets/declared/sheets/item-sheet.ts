import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { declaredItemSheetContext } from "./item-context";
import { DECLARED_ITEM_PARTS, declaredItemDetailsTemplate } from "./layout";

/** One sheet for every `declared` item; the details part follows the item's type. */
export class DeclaredItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["declared"] };

  static override PARTS = DECLARED_ITEM_PARTS;

  protected override detailsTemplate(type: string): string {
    return declaredItemDetailsTemplate(type);
  }

  protected override typeContext(): object {
    return declaredItemSheetContext(this.item.type, this.item.system);
  }
}
