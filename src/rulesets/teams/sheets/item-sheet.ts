import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { teamsItemSheetContext } from "./item-context";
import { TEAMS_ITEM_PARTS, teamsItemDetailsTemplate } from "./item-layout";

/** One sheet for every `teams` item; the details part follows the item's type. */
export class TeamsItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["teams"] };

  static override PARTS = TEAMS_ITEM_PARTS;

  protected override detailsTemplate(type: string): string {
    return teamsItemDetailsTemplate(type);
  }

  protected override typeContext(): object {
    return teamsItemSheetContext(this.item.type, this.item.system);
  }
}
