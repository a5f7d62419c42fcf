import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;
import { itemRowOf, type ItemRow } from "./item-row";
import { actorBaseContext, textAt } from "./base-context";
import { enrich } from "./enrich";

/**
 * What every Fray actor sheet shares: the form, embedded item rows and their buttons, notes.
 * Generic parameters are passed through explicitly; fvtt-types cannot infer them in time.
 */
export class FrayActorSheet<
  RenderContext extends ActorSheetV2.RenderContext = ActorSheetV2.RenderContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["fray", "sheet", "actor"],
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: {
      createItem: FrayActorSheet.#createItem,
      editItem: FrayActorSheet.#editItem,
      deleteItem: FrayActorSheet.#deleteItem,
    },
  };

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const tabs = this.hasTabs() ? this._prepareTabs("primary") : {};
    return Object.assign(context, actorBaseContext(actor.system, tabs, await enrich(textAt(actor.system, "notes"), actor)));
  }

  /** Stat blocks have no tabs; only sheets that declare a primary tab group prepare one. */
  private hasTabs(): boolean {
    return "primary" in (this.constructor as typeof FrayActorSheet).TABS;
  }

  /** Embedded items as plain rows for the pure view builders. */
  protected itemRows(): ItemRow[] {
    return this.actor.items.contents.map(itemRowOf);
  }

  static async #createItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type;
    if (!type) return;
    const name = game.i18n?.format("FRAY.Sheet.NewItem", { type: game.i18n.localize(`TYPES.Item.${type}`) }) ?? type;
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as Item.CreateData]);
  }

  static async #editItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await itemFor(this.actor, target)?.sheet?.render(true);
  }

  static async #deleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await itemFor(this.actor, target)?.deleteDialog();
  }
}

function itemFor(actor: Actor.Implementation, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? actor.items.get(id) : undefined;
}
