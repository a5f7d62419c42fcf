import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { SidesMonsterData } from "../models";
import { monsterAttack } from "../schema/monster";
import { initialData } from "../../../core/schema/spec";
import { monsterSheetContext } from "./monster-context";
import { MONSTER_PARTS } from "./layout";
import { roundSituation } from "../flows/actions/panel-input";
import { attackFromButton, takeActionFromButton } from "../flows/actions/sheet-actions";
import { moraleEnabled } from "../flows/actions/morale-setting";
import { rollMorale } from "../flows/actions/morale-check";

/** The compact stat block a GM runs a monster from. */
export class SidesMonsterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["sides", "monster"],
    position: { width: 620, height: 640 },
    actions: {
      addAttack: SidesMonsterSheet.#addAttack,
      removeAttack: SidesMonsterSheet.#removeAttack,
      takeAction: SidesMonsterSheet.#takeAction,
      attack: SidesMonsterSheet.#attack,
      moraleCheck: SidesMonsterSheet.#moraleCheck,
    },
  };

  static override PARTS = MONSTER_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return Object.assign(context, monsterSheetContext(this.monster(), roundSituation(this.actor), moraleEnabled()));
  }

  private monster(): SidesMonsterData {
    const system = this.actor.system;
    if (!(system instanceof SidesMonsterData)) throw new Error(`${this.actor.name} is not a sides monster`);
    return system;
  }

  static async #addAttack(this: SidesMonsterSheet): Promise<void> {
    const name = game.i18n?.localize("FRAY.Sides.Monster.newAttack") ?? "";
    const attacks = [...structuredClone(this.monster().attacks), { ...initialData(monsterAttack), name }];
    await this.actor.update({ system: { attacks } } as Actor.UpdateData);
  }

  static async #removeAttack(this: SidesMonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);
    const attacks = structuredClone(this.monster().attacks).filter((_attack, i) => i !== index);
    await this.actor.update({ system: { attacks } } as Actor.UpdateData);
  }

  static async #takeAction(this: SidesMonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await takeActionFromButton(this.actor, target);
  }

  static async #attack(this: SidesMonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await attackFromButton(this.actor, target);
  }

  static async #moraleCheck(this: SidesMonsterSheet): Promise<void> {
    await rollMorale(this.actor);
  }
}
