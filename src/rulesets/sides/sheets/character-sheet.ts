import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { SidesCharacterData } from "../models";
import { characterSheetContext } from "./character-context";
import { carryToggle } from "./carry-toggle";
import { CHARACTER_PARTS, CHARACTER_TABS } from "./layout";
import { roundSituation } from "../flows/actions/panel-input";
import { attackFromButton, takeActionFromButton } from "../flows/actions/sheet-actions";

export class SidesCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["sides", "character"],
    position: { width: 760, height: 800 },
    actions: {
      toggleCarry: SidesCharacterSheet.#toggleCarry,
      takeAction: SidesCharacterSheet.#takeAction,
      attack: SidesCharacterSheet.#attack,
    },
  };

  static override PARTS = CHARACTER_PARTS;

  static override TABS = CHARACTER_TABS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof SidesCharacterData)) throw new Error(`${this.actor.name} is not a sides character`);
    return Object.assign(context, characterSheetContext({ system, items: this.itemRows() }, roundSituation(this.actor)));
  }

  /** Readies or stows an item (puts armour on or off) from its state label on the sheet. */
  static async #toggleCarry(this: SidesCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    const item = id ? this.actor.items.get(id) : undefined;
    const update = item ? carryToggle(item.type, item.system as { carry?: unknown; worn?: unknown }) : null;
    if (item && update) await item.update(update);
  }

  static async #takeAction(this: SidesCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await takeActionFromButton(this.actor, target);
  }

  static async #attack(this: SidesCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await attackFromButton(this.actor, target);
  }
}
