import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { teamsCharacterSheetContext, type TeamsCharacterSystem } from "./character-context";
import { TEAMS_CHARACTER_PARTS } from "./layout";
import { teamsActionsPanel } from "../flows/actions/panel-input";
import { takeTeamsActionFromButton } from "../flows/actions/sheet-actions";
import { rollTestAction } from "../flows/tests/request-test";
import { attackAction } from "../flows/attack/sheet-attack";

/** The `teams` character sheet: ratings as dice, defences, pools and conditions, readied weapons with their tests. */
export class TeamsCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["teams", "character"],
    position: { width: 780, height: 820 },
    actions: {
      rollTest: rollTestAction,
      attack: attackAction,
      takeTeamsAction: TeamsCharacterSheet.#takeTeamsAction,
    },
  };

  static override PARTS = TEAMS_CHARACTER_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    // fvtt-types cannot narrow `system` from the type (module sub-types keep it unknown), hence the check and the cast.
    if ((this.actor.type as string) !== "teamsCharacter") throw new Error(`${this.actor.name} is not a teams character`);
    // The data model is built from characterSchema, so its system data has that shape.
    const system = this.actor.system as unknown as TeamsCharacterSystem;
    return Object.assign(context, teamsCharacterSheetContext({ system, items: this.itemRows() }), { actions: teamsActionsPanel(this.actor) });
  }

  static async #takeTeamsAction(this: TeamsCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await takeTeamsActionFromButton(this.actor, target);
  }
}
