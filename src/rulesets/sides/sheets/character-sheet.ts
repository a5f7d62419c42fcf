import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { SidesCharacterData } from "../models";
import { characterView } from "./character-view";
import { CHARACTER_PARTS, CHARACTER_TABS } from "./layout";

export class SidesCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["sides", "character"],
    position: { width: 760, height: 800 },
  };

  static override PARTS = CHARACTER_PARTS;

  static override TABS = CHARACTER_TABS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof SidesCharacterData)) throw new Error(`${this.actor.name} is not a sides character`);
    return Object.assign(context, { view: characterView(system, this.itemRows()) });
  }
}
