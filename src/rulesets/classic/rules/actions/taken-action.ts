/**
 * What each of the chapter's everyday actions costs and whether it provokes, as a sheet button takes
 * it: moving, the 5-foot step, drawing a weapon (free during a move this turn, else a move), retrieving
 * an item, standing up or dropping prone, drinking a potion (a move, or a swift action from a potion
 * belt), using an item (a standard action), casting a spell, a counterspell (the immediate action of that
 * kind, taken when someone casts), a named free action and a swift action.
 */
import type { ClassicBudget } from "./budget";
import type { ClassicProvokingAct } from "./opportunity";
import type { ClassicAction } from "./spend-action";

export const CLASSIC_TAKEN_ACTIONS = ["move", "fiveFootStep", "drawWeapon", "retrieveItem", "standUp", "dropProne", "drinkPotion", "useItem", "castSpell", "counterspell", "free", "swift"] as const;
export type ClassicTakenAction = (typeof CLASSIC_TAKEN_ACTIONS)[number];

export interface TakenActionFacts {
  /** A potion belt among the creature's gear makes drinking a swift action. */
  potionBelt: boolean;
  /** The free action's name (no two the same a turn). */
  freeName: string;
  /** Charging this turn: a potion may be drunk as the charge's one swift action (the Charge Swift Exception). */
  charging?: boolean;
}

export interface TakenActionCost {
  spend: ClassicAction;
  /** What the act is in the provocation table, or null when it never provokes from where the creature stands. */
  provokes: ClassicProvokingAct | null;
  /** Its label when it differs from the action's (a weapon drawn while moving, a potion from a belt or during a charge). */
  variant: "whileMoving" | "fromBelt" | "whileCharging" | null;
  /** A swift action the charge allows beside its full-round action. */
  chargeSwift: boolean;
}

const cost = (spend: ClassicAction, provokes: ClassicProvokingAct | null, variant: TakenActionCost["variant"] = null): TakenActionCost => ({ spend, provokes, variant, chargeSwift: false });

/** A move taken this turn is still going on: a weapon drawn now is drawn while moving. */
const movedThisTurn = (budget: ClassicBudget) => budget.moves > 0;

/**
 * The action's cost now. Moving provokes when the token leaves a threatened square (the move itself,
 * not the button), so the button's line names no provocation for it.
 */
export function takenActionCost(action: ClassicTakenAction, budget: ClassicBudget, facts: TakenActionFacts): TakenActionCost {
  switch (action) {
    case "move":
      return cost({ kind: "move" }, null);
    case "fiveFootStep":
      return cost({ kind: "fiveFootStep" }, null);
    case "drawWeapon":
      return movedThisTurn(budget) ? cost({ kind: "free", name: "drawWeapon" }, null, "whileMoving") : cost({ kind: "move" }, "drawWeaponStandingStill");
    case "retrieveItem":
      return cost({ kind: "move" }, "retrieveItem");
    case "standUp":
    case "dropProne":
      return cost({ kind: "move" }, "standOrDrop");
    case "drinkPotion":
      // No swift action provokes, the charge's included.
      if (facts.charging === true) return { ...cost({ kind: "swift" }, null, "whileCharging"), chargeSwift: true };
      return facts.potionBelt ? cost({ kind: "swift" }, null, "fromBelt") : cost({ kind: "move" }, "drinkPotion");
    case "useItem":
      return cost({ kind: "standard" }, null);
    case "castSpell":
      return cost({ kind: "standard" }, "castSpell");
    case "counterspell":
      return cost({ kind: "immediate", immediate: "counterspell" }, null);
    case "free":
      return cost({ kind: "free", name: facts.freeName }, null);
    case "swift":
      return cost({ kind: "swift" }, null);
  }
}
