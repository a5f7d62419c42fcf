/**
 * Context menus as core builds them, in each profile's entry shape.
 * - `new ContextMenu(container, selector, menuItems, options)` holds the entries it was given
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.ContextMenu.html); the double keeps every menu built.
 * - v13 entries are `{ name, icon, condition(li), callback(li) }` (https://foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html);
 *   v14 entries `{ label, icon, visible(target), onClick(event, target) }` (as v14 systems write them:
 *   MetaMorphic-Digital/draw-steel src/module/applications/sheets/actor-sheet.mjs). v14 still reads the old shape and
 *   warns about each old field under a "ContextMenuEntry#" name (dnd5e 5.3 dnd5e.mjs silences /ContextMenuEntry#/ while it
 *   keeps the old shape); the rest of the wording is the double's own (✱).
 * - Core's combatant entries that set initiative by hand are `COMBAT.CombatantClear` / `COMBAT.CombatantReroll` in v13 and
 *   `COMBATANT.ACTIONS.Clear` / `Reroll` in v14 (docs/foundry-seams.md: names ✱ beyond that; the double gives only these two).
 */
import { logDeprecation } from "./deprecations";
import { isV14 } from "./profile";

type Entry = Record<string, unknown>;

/** Old field → the v14 field that replaced it. */
const RENAMED: Record<string, string> = { name: "label", condition: "visible", callback: "onClick" };

/** Every menu built since the double was installed, newest last. */
export const builtMenus: ContextMenu[] = [];

export class ContextMenu {
  static get implementation() {
    return ContextMenu;
  }
  readonly menuItems: Entry[];
  constructor(
    readonly container: unknown,
    readonly selector: string,
    menuItems: readonly Entry[],
    readonly options: object = {},
  ) {
    this.menuItems = [...menuItems];
    builtMenus.push(this);
    if (!isV14()) return;
    for (const entry of this.menuItems) {
      for (const [old, replacement] of Object.entries(RENAMED)) {
        if (old in entry) logDeprecation(`ContextMenuEntry#${old} is deprecated in favor of ContextMenuEntry#${replacement}`, { since: 14, until: 16 });
      }
    }
  }
}

/** Core's combatant entries that set initiative by hand, in the profile's shape. */
export function coreCombatantEntries(): Entry[] {
  const noop = () => undefined;
  return isV14()
    ? [
        { label: "COMBATANT.ACTIONS.Clear", icon: "", visible: () => true, onClick: noop },
        { label: "COMBATANT.ACTIONS.Reroll", icon: "", visible: () => true, onClick: noop },
      ]
    : [
        { name: "COMBAT.CombatantClear", icon: "", condition: () => true, callback: noop },
        { name: "COMBAT.CombatantReroll", icon: "", condition: () => true, callback: noop },
      ];
}
