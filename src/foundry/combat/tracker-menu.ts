import { askGm } from "../channel";
import { combatData } from "./combat-model";
import { FrayCombat } from "./fray-combat";

/** The GM command that marks who cannot be surprised (kept on the Combat, not the combatant's flags). */
export const MARK_SURPRISE = "markCannotBeSurprised";

function combatantOf(viewed: unknown, li: HTMLElement): Combatant.Implementation | null {
  const id = li.dataset.combatantId;
  return viewed instanceof FrayCombat && id ? (viewed.combatants.get(id) ?? null) : null;
}

/**
 * The GM's extra entries on a combatant's context menu: before the fight starts, mark a combatant
 * as one who cannot be surprised (alternating teams let it act in the other team's surprise round).
 */
export function frayEntryOptions(viewed: () => unknown) {
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
    { name: "FRAY.Tracker.Menu.cannotBeSurprised", icon: '<i class="fa-solid fa-eye"></i>', condition: (li: HTMLElement) => canMark(li, false), callback: mark(true) },
    { name: "FRAY.Tracker.Menu.canBeSurprised", icon: '<i class="fa-solid fa-eye-slash"></i>', condition: (li: HTMLElement) => canMark(li, true), callback: mark(false) },
  ];
}

