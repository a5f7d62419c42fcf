import type { DeepPartial } from "fvtt-types/utils";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { teamsItemSheetContext } from "./item-context";
import { TEAMS_ITEM_PARTS, teamsItemDetailsTemplate } from "./item-layout";

/** One sheet for every `teams` item; the details part follows the item's type. */
export class TeamsItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["teams"] };

  static override PARTS = TEAMS_ITEM_PARTS;

  protected override _configureRenderParts(options: Parameters<FrayItemSheet["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options);
    const details = parts.details;
    if (details) details.template = teamsItemDetailsTemplate(this.item.type);
    return parts;
  }

  protected override async _prepareContext(options: DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return Object.assign(context, teamsItemSheetContext(this.item.type, this.item.system));
  }
}
