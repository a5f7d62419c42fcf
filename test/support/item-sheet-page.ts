/**
 * A ruleset's item sheet as its _prepareContext assembles it, on a page for the render checks:
 * Foundry's part, the base item sheet's, and the ruleset's own builder's, with the details part
 * the sheet picks for the item's type.
 */
import { itemBaseContext, textAt } from "../../src/foundry/sheets/base-context";
import type { ItemRow } from "../../src/foundry/sheets/item-row";
import { renderParts, sheetPage } from "./render-sheet";
import { foundryContext } from "./sheet-contexts";

export interface ItemSheetLayout {
  /** The ruleset's class on the sheet window ("teams", "declared"). */
  rulesetClass: string;
  parts: Record<string, { template: string }>;
  detailsTemplate(type: string): string;
  typeContext(type: string, system: object): object;
}

export function itemSheetHtml(item: ItemRow, layout: ItemSheetLayout): string {
  const doc = { _id: item.id, name: item.name, img: item.img, type: item.type, system: item.system };
  const context = { ...foundryContext(doc), ...itemBaseContext(item, textAt(item.system, "description")), ...layout.typeContext(item.type, item.system) };
  const parts = { ...layout.parts, details: { template: layout.detailsTemplate(item.type) } };
  return sheetPage(item.name, `sheet fray item ${layout.rulesetClass}`, 520, renderParts(parts, context));
}
