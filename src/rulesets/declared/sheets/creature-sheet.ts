import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { initialData } from "../../../core/schema/spec";
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { itemIdOf, toggleWornOnRow } from "../../../foundry/sheets/row-item";
import { injury } from "../schema/injury";
import { startDeclaredAttack } from "../flows/attack/start-attack";
import { startStabilize } from "../flows/round/stabilize";
import { startUseItem } from "../flows/use/use-item";
import { startCast } from "../flows/use/cast";
import { startIntimidate } from "../flows/use/intimidate";
import { declaredCreatureSheetContext, type DeclaredSheetCreature } from "./creature-context";
import { DECLARED_CREATURE_PARTS } from "./layout";
import { declaredEconomyPanel } from "./economy-panel";
import { economySituation } from "./economy-situation";

type CreatureSystem = DeclaredSheetCreature["system"];

/** What the `declared` character sheet and stat block share: the context, the fight's buttons, the injury list. */
export class DeclaredCreatureSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["declared"],
    actions: {
      attack: DeclaredCreatureSheet.#attack,
      stabilize: DeclaredCreatureSheet.#stabilize,
      useItem: DeclaredCreatureSheet.#useItem,
      cast: DeclaredCreatureSheet.#cast,
      intimidate: DeclaredCreatureSheet.#intimidate,
      toggleWorn: DeclaredCreatureSheet.#toggleWorn,
      addInjury: DeclaredCreatureSheet.#addInjury,
      removeInjury: DeclaredCreatureSheet.#removeInjury,
    },
  };

  static override PARTS = DECLARED_CREATURE_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.creature();
    const situation = economySituation(this.actor, system.derived.woundState);
    return Object.assign(context, declaredCreatureSheetContext({ system, items: this.itemRows(), gm: game.user?.isGM ?? false }), { economy: situation && declaredEconomyPanel(situation) });
  }

  private creature(): CreatureSystem {
    // fvtt-types cannot narrow `system` from the type (module sub-types keep it unknown), hence the check and the cast.
    const type = this.actor.type as string;
    if (type !== "declaredCharacter" && type !== "declaredMonster") throw new Error(`${this.actor.name} is not a declared creature`);
    // Both data models are built from the creature fields and prepare `derived`.
    return this.actor.system as unknown as CreatureSystem;
  }

  static async #attack(this: DeclaredCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const weaponId = itemIdOf(target);
    if (weaponId) await startDeclaredAttack(this.actor, weaponId);
  }

  /** The sheet's creature is the healer; the flow takes the user's target as the one to stabilize. */
  static async #stabilize(this: DeclaredCreatureSheet): Promise<void> {
    await startStabilize(this.actor);
  }

  static async #useItem(this: DeclaredCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = itemIdOf(target);
    if (itemId) await startUseItem(this.actor, itemId);
  }

  static async #cast(this: DeclaredCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = itemIdOf(target);
    if (itemId) await startCast(this.actor, itemId);
  }

  /** The sheet's creature intimidates the user's one target. */
  static async #intimidate(this: DeclaredCreatureSheet): Promise<void> {
    await startIntimidate(this.actor);
  }

  static async #toggleWorn(this: DeclaredCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await toggleWornOnRow(this.actor, target, "declaredArmour");
  }

  static async #addInjury(this: DeclaredCreatureSheet): Promise<void> {
    if (!game.user?.isGM) return;
    const injuries = [...structuredClone(this.creature().injuries), initialData(injury())];
    await this.actor.update({ system: { injuries } } as Actor.UpdateData);
  }

  static async #removeInjury(this: DeclaredCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) return;
    const index = Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);
    const injuries = structuredClone(this.creature().injuries).filter((_entry, i) => i !== index);
    await this.actor.update({ system: { injuries } } as Actor.UpdateData);
  }
}
