import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { initialData } from "../../../core/schema/spec";
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { monsterSchema } from "../schema/monster";
import { teamsMonsterSheetContext, type TeamsMonsterSystem } from "./monster-context";
import { TEAMS_MONSTER_PARTS } from "./layout";
import { teamsActionsPanel } from "../flows/actions/panel-input";
import { takeTeamsActionFromButton } from "../flows/actions/sheet-actions";
import { rollTestAction } from "../flows/tests/request-test";
import { attackAction } from "../flows/attack/sheet-attack";

/** The compact `teams` stat block a GM runs a monster from. */
export class TeamsMonsterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["teams", "monster"],
    position: { width: 640, height: 720 },
    actions: {
      addAttack: TeamsMonsterSheet.#addAttack,
      removeAttack: TeamsMonsterSheet.#removeAttack,
      rollTest: rollTestAction,
      attack: attackAction,
      takeTeamsAction: TeamsMonsterSheet.#takeTeamsAction,
    },
  };

  static override PARTS = TEAMS_MONSTER_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return Object.assign(context, teamsMonsterSheetContext(this.monster()), { actions: teamsActionsPanel(this.actor) });
  }

  static async #takeTeamsAction(this: TeamsMonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await takeTeamsActionFromButton(this.actor, target);
  }

  private monster(): TeamsMonsterSystem {
    // fvtt-types cannot narrow `system` from the type (module sub-types keep it unknown), hence the check and the cast.
    if ((this.actor.type as string) !== "teamsMonster") throw new Error(`${this.actor.name} is not a teams monster`);
    // The data model is built from monsterSchema, so its system data has that shape.
    return this.actor.system as unknown as TeamsMonsterSystem;
  }

  static async #addAttack(this: TeamsMonsterSheet): Promise<void> {
    const name = game.i18n?.localize("FRAY.Teams.Sheet.newAttack") ?? "";
    const attacks = [...structuredClone(this.monster().attacks), { ...initialData(monsterSchema.fields.attacks.element), name }];
    await this.actor.update({ system: { attacks } } as Actor.UpdateData);
  }

  static async #removeAttack(this: TeamsMonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);
    const attacks = structuredClone(this.monster().attacks).filter((_attack, i) => i !== index);
    await this.actor.update({ system: { attacks } } as Actor.UpdateData);
  }
}
