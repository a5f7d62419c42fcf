import type { DeepPartial } from "fvtt-types/utils";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { itemSheetContext } from "./item-context";
import { ITEM_PARTS, itemDetailsTemplate } from "./layout";

/** One sheet for every `sides` item; the details part follows the item's type. */
export class SidesItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["sides"] };

  static override PARTS = ITEM_PARTS;

  protected override _configureRenderParts(options: Parameters<FrayItemSheet["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options);
    const details = parts.details;
    if (details) details.template = itemDetailsTemplate(this.item.type);
    return parts;
  }

  protected override async _prepareContext(options: DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return Object.assign(context, itemSheetContext(this.item.system));
  }
}
