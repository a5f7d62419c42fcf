import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { SidesCharacterData } from "../models";
import { characterView } from "./character-view";
import { SHARED_TEMPLATES, SIDES_TEMPLATES } from "./templates";

export class SidesCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["sides", "character"],
    position: { width: 760, height: 800 },
  };

  static override PARTS = {
    header: { template: SIDES_TEMPLATES.characterHeader },
    tabs: { template: SHARED_TEMPLATES.tabs },
    combat: { template: SIDES_TEMPLATES.characterCombat, scrollable: [""] },
    skills: { template: SIDES_TEMPLATES.characterSkills, scrollable: [""] },
    gear: { template: SIDES_TEMPLATES.characterGear, scrollable: [""] },
    notes: { template: SHARED_TEMPLATES.notes, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      initial: "combat",
      labelPrefix: "FRAY.Sheet.Tab",
      tabs: [
        { id: "combat", cssClass: "" },
        { id: "skills", cssClass: "" },
        { id: "gear", cssClass: "" },
        { id: "notes", cssClass: "" },
      ],
    },
  };

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof SidesCharacterData)) throw new Error(`${this.actor.name} is not a sides character`);
    return Object.assign(context, { view: characterView(system, this.itemRows()) });
  }
}
