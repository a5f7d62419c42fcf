import type { DeepPartial } from "fvtt-types/utils";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { FrayActorSheet } from "../../../foundry/sheets/fray-actor-sheet";
import { itemIdOf, toggleWornOnRow } from "../../../foundry/sheets/row-item";
import { startFactionsAttack } from "../flows/attack/start-attack";
import { takeActionOrCoat } from "../flows/poison/coat-weapon";
import { isSheetTurnAction } from "../flows/actions/request";
import { FACTIONS_STATUS, isEntangled } from "../rules/character/statuses";
import { sneakAction, sneakButton } from "../flows/sneaking/sneak-button";
import { factionsRoundPanel } from "./round-panel";
import { factionsBudgetInFight } from "./round-situation";
import { factionsTurnButtons } from "./turn-buttons";
import { factionsCreatureSheetContext, type FactionsSheetCreature } from "./creature-context";
import { FACTIONS_CREATURE_PARTS } from "./layout";
import { isFactionsScore, rollFactionsSave } from "./save-roll";

/** What the `factions` character sheet and stat block share: the context, saves, attacks, wearing and holding. */
export class FactionsCreatureSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["factions"],
    actions: {
      save: FactionsCreatureSheet.#save,
      attack: FactionsCreatureSheet.#attack,
      toggleWorn: FactionsCreatureSheet.#toggleWorn,
      toggleHeld: FactionsCreatureSheet.#toggleHeld,
      takeAction: FactionsCreatureSheet.#takeAction,
      sneak: sneakAction,
    },
  };

  static override PARTS = FACTIONS_CREATURE_PARTS;

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const budget = factionsBudgetInFight(this.actor);
    return Object.assign(context, factionsCreatureSheetContext({ system: this.creature(), statuses: this.actor.statuses, items: this.itemRows(), gm: game.user?.isGM ?? false }), {
      turnActions: factionsTurnButtons(),
      round: budget && factionsRoundPanel(budget, isEntangled(this.actor.statuses)),
      sneak: sneakButton(this.actor.statuses.has(FACTIONS_STATUS.concealed), game.user?.isGM ?? false),
    });
  }

  private creature(): FactionsSheetCreature["system"] {
    // fvtt-types cannot narrow `system` from the type (module sub-types keep it unknown), hence the check and the cast.
    const type = this.actor.type as string;
    if (type !== "factionsCharacter" && type !== "factionsMonster") throw new Error(`${this.actor.name} is not a factions creature`);
    return this.actor.system as unknown as FactionsSheetCreature["system"];
  }

  static async #save(this: FactionsCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const score = target.dataset.score;
    if (isFactionsScore(score)) await rollFactionsSave(this.actor, score);
  }

  /** A weapon's attack, or an unarmed one from a row without an item. */
  static async #attack(this: FactionsCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await startFactionsAttack(this.actor, itemIdOf(target) ?? null);
  }

  /** A turn action; a consumable's Use names its row's item. */
  static async #takeAction(this: FactionsCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const action = target.dataset.factionsAction;
    if (isSheetTurnAction(action)) await takeActionOrCoat(this.actor, action, itemIdOf(target) ?? "");
  }

  static async #toggleWorn(this: FactionsCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await toggleWornOnRow(this.actor, target, "factionsArmour");
  }

  static async #toggleHeld(this: FactionsCreatureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(itemIdOf(target) ?? "");
    if ((item?.type as string | undefined) !== "factionsShield") return;
    await item?.update({ system: { held: (item.system as { held?: boolean }).held !== true } } as Item.UpdateData);
  }
}
