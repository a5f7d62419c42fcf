import type { DeepPartial } from "fvtt-types/utils";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;
import { itemBaseContext, textAt } from "./base-context";
import { enrich } from "./enrich";

/**
 * What every Fray item sheet shares: the form, the description editor, and a `details` part that
 * follows the item's type. A ruleset's sheet names that part's template per type and adds its context.
 */
export class FrayItemSheet<
  RenderContext extends DocumentSheetV2.RenderContext<Item.Implementation> = DocumentSheetV2.RenderContext<Item.Implementation>,
  Configuration extends DocumentSheetV2.Configuration<Item.Implementation> = DocumentSheetV2.Configuration<Item.Implementation>,
  RenderOptions extends DocumentSheetV2.RenderOptions = DocumentSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "sheet", "item"],
    form: { submitOnChange: true },
    window: { resizable: true },
    position: { width: 520, height: 560 },
  };

  /** The `details` part's template for an item of this type (none: the part keeps its own). */
  protected detailsTemplate(_type: string): string | null {
    return null;
  }

  /** The ruleset's view of this item, from its pure builder. */
  protected typeContext(): object {
    return {};
  }

  protected override _configureRenderParts(options: Parameters<HandlebarsApplicationMixin.AnyMixed["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options);
    const template = this.detailsTemplate(this.item.type);
    if (template && parts.details) parts.details.template = template;
    return parts;
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.item;
    return Object.assign(context, itemBaseContext(item, await enrich(textAt(item.system, "description"), item)), this.typeContext());
  }
}
