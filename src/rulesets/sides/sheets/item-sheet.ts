import type { DeepPartial } from "fvtt-types/utils";
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { FrayItemSheet } from "../../../foundry/sheets/fray-item-sheet";
import { itemChoices } from "./item-view";
import { formatShock } from "../rules/shock-notation";
import { SHARED_TEMPLATES, SIDES_TEMPLATES } from "./templates";

type SidesItemType = "sidesWeapon" | "sidesArmour" | "sidesShield" | "sidesGear";

/** One sheet for every `sides` item; the details part follows the item's type. */
export class SidesItemSheet extends FrayItemSheet {
  static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = { classes: ["sides"] };

  static override PARTS = {
    header: { template: SIDES_TEMPLATES.itemHeader },
    details: { template: SIDES_TEMPLATES.sidesWeapon },
    description: { template: SHARED_TEMPLATES.description },
  };

  protected override _configureRenderParts(options: Parameters<FrayItemSheet["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options);
    const details = parts.details;
    if (details) details.template = SIDES_TEMPLATES[this.item.type as SidesItemType];
    return parts;
  }

  protected override async _prepareContext(options: DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system: object = this.item.system;
    const shock = "shock" in system ? formatShock(system.shock as { points: number; ac: number | null }) : "";
    return Object.assign(context, { choices: itemChoices(), shockText: shock });
  }
}
