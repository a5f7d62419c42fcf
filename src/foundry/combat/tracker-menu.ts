import { askGm } from "../channel";
import type { MenuEntry } from "../context-menu";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";

/** The GM command that marks who cannot be surprised (kept on the Combat, not the combatant's flags). */
export const MARK_SURPRISE = "markCannotBeSurprised";

/**
 * Core's combatant entries that set initiative by hand (the engines own it), by their real names:
 * v13 `COMBAT.CombatantClear` / `COMBAT.CombatantReroll`, renamed `COMBATANT.ACTIONS.Clear` / `Reroll`
 * in v14, whose entries carry `label` instead of `name`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.ContextMenu.html, and the v14 entry shape).
 */
const CORE_INITIATIVE_ENTRIES = new Set(["COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBATANT.ACTIONS.Clear", "COMBATANT.ACTIONS.Reroll"]);

export function withoutCoreInitiative<T extends { name?: string; label?: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !CORE_INITIATIVE_ENTRIES.has(entry.name ?? entry.label ?? ""));
}

function combatantOf(viewed: unknown, li: HTMLElement): Combatant.Implementation | null {
  const id = li.dataset.combatantId;
  return viewed instanceof FrayCombat && id ? (viewed.combatants.get(id) ?? null) : null;
}

/**
 * The GM's extra entries on a combatant's context menu: before the fight starts, mark a combatant
 * as one who cannot be surprised (alternating teams let it act in the other team's surprise round).
 */
export function frayEntryOptions(viewed: () => unknown): MenuEntry[] {
  const canMark = (li: HTMLElement, marked: boolean) => {
    const combat = viewed();
    const combatant = combatantOf(combat, li);
    if (game.user?.isGM !== true || !(combat instanceof FrayCombat) || combat.frayStarted || combatant === null) return false;
    return (combatData(combat)?.cannotBeSurprised ?? []).includes(combatant.id ?? "") === marked;
  };
  const mark = (value: boolean) => async (li: HTMLElement) => {
    const combat = viewed();
    const combatant = combatantOf(combat, li);
    if (combat instanceof FrayCombat && combatant) await askGm(MARK_SURPRISE, { combatId: combat.id, combatantId: combatant.id, value });
  };
  return [
    { label: "FRAY.Tracker.Menu.cannotBeSurprised", icon: '<i class="fa-solid fa-eye"></i>', visible: (li) => canMark(li, false), run: mark(true) },
    { label: "FRAY.Tracker.Menu.canBeSurprised", icon: '<i class="fa-solid fa-eye-slash"></i>', visible: (li) => canMark(li, true), run: mark(false) },
  ];
}

