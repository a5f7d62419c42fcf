import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { itemIdOf, toggleWornOnRow } from "../../../foundry/sheets/row-item";
import { warnUser } from "../../../foundry/notify";
import { CLASSIC_STATUS } from "../rules/character/statuses";
import { isBrokenItem } from "../rules/character/broken-items";
import { CLASSIC_MANEUVER_IDS, type ClassicManeuver } from "../rules/maneuvers/maneuver-table";
import { startClassicAttack } from "../flows/attack/start-attack";
import { startClassicManeuver } from "../flows/maneuvers/start-maneuver";
import { takeClassicAction } from "../flows/actions/take-action";
import { rollClassicDeathSave } from "../flows/dying/death-save";
import { restClassicCreature } from "../flows/dying/rest";
import { classicCreatureSheetContext, type ClassicSheetCreature } from "./creature-context";
import { classicActionButtons } from "./action-buttons";
import { classicEconomyPanel } from "./economy-panel";
import { classicBudgetInFight } from "./economy-situation";
import { CLASSIC_CREATURE_PARTS } from "./layout";
import { wieldChange, type HeldSlot } from "./wield-change";

type CreatureSystem = ClassicSheetCreature["system"];

/** What the `classic` character sheet and stat block share: the context, the fight's buttons, wielding and wearing. */
export class ClassicCreatureSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["classic"],
    actions: {
      attack: ClassicCreatureSheet.#attack,
      maneuver: ClassicCreatureSheet.#maneuver,
      takeAction: ClassicCreatureSheet.#takeAction,
      deathSave: ClassicCreatureSheet.#deathSave,
      rest: ClassicCreatureSheet.#rest,
      wield: ClassicCreatureSheet.#wield,
      toggleWorn: ClassicCreatureSheet.#toggleWorn,
      repairItem: ClassicCreatureSheet.#repairItem,
    },
  };

  static override PARTS = CLASSIC_CREATURE_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.creature();
    const budget = classicBudgetInFight(this.actor);
    const grappling = this.actor.statuses.has(CLASSIC_STATUS.grappled) || this.actor.statuses.has(CLASSIC_STATUS.pinned);
    const brokenIds = this.actor.items.contents.filter((item) => isBrokenItem(item.flags)).map((item) => item.id ?? "");
    return Object.assign(context, classicCreatureSheetContext({ system, items: this.itemRows(), brokenIds, gm: game.user?.isGM ?? false }), {
      buttons: classicActionButtons({ grappling }),
      economy: budget && classicEconomyPanel(budget, system.derived.attacks.length, system.opportunitiesPerRound),
    });
  }

  private creature(): CreatureSystem {
    // fvtt-types cannot narrow `system` from the type (module sub-types keep it unknown), hence the check and the cast.
    const type = this.actor.type as string;
    if (type !== "classicCharacter" && type !== "classicMonster") throw new Error(`${this.actor.name} is not a classic creature`);
    // Both data models are built from the creature fields and prepare `derived`.
    return this.actor.system as unknown as CreatureSystem;
  }

  /** A weapon's attack, or a held shield's bash: the flow tells them apart by the item. */
  static async #attack(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = itemIdOf(target);
    if (itemId) await startClassicAttack(this.actor, itemId);
  }

  static async #maneuver(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const maneuver = target.dataset.maneuver as ClassicManeuver | undefined;
    if (maneuver && CLASSIC_MANEUVER_IDS.includes(maneuver)) await startClassicManeuver(this.actor, maneuver);
  }

  /** One of the chapter's other actions; a potion row names its item. */
  static async #takeAction(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const action = target.dataset.classicAction;
    if (!action) return;
    const itemId = itemIdOf(target);
    await (itemId ? takeClassicAction(this.actor, action, itemId) : takeClassicAction(this.actor, action));
  }

  static async #deathSave(this: ClassicCreatureSheet): Promise<void> {
    await rollClassicDeathSave(this.actor);
  }

  static async #rest(this: ClassicCreatureSheet): Promise<void> {
    await restClassicCreature(this.actor);
  }

  /** Puts a weapon, shield or focus in a hand or stows it; a combination the chapter forbids changes nothing. */
  static async #wield(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = itemIdOf(target);
    const slot = target.dataset.slot as HeldSlot | undefined;
    if (!itemId || (slot !== "primary" && slot !== "offhand" && slot !== "none")) return;
    const change = wieldChange(this.itemRows(), itemId, slot);
    if (!change) return;
    if (!change.ok) return warnUser(change.reason.key, change.reason.data);
    if (change.updates.length > 0) await this.actor.updateEmbeddedDocuments("Item", change.updates as Item.UpdateData[]);
  }

  static async #toggleWorn(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await toggleWornOnRow(this.actor, target, "classicArmour");
  }

  /** The GM mends a broken item: it attacks and protects again. */
  static async #repairItem(this: ClassicCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = game.user?.isGM ? this.actor.items.get(itemIdOf(target) ?? "") : undefined;
    await item?.update({ "flags.fray.broken": false } as unknown as Item.UpdateData);
  }
}
