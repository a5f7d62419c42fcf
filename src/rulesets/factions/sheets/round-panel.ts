/**
 * The sheet's "This round" panel in a started fight, from the creature's budget: whether a bonus action,
 * the main action and the zone of movement are left (as the pure spendAction would allow them on its
 * turn), or that the round's turn went on a reaction or a surrender. Pure.
 */
import type { FactionsBudget } from "../rules/actions/budget";
import { FACTIONS_ECONOMY_BADGE } from "../rules/actions/labels";
import { checkAction } from "../rules/actions/spend-action";

const S = "FRAY.Factions.Sheet.Round";
const SLOTS = ["bonus", "main", "move"] as const;

export function factionsRoundPanel(budget: FactionsBudget, entangled: boolean) {
  const over = budget.reacted ? `${S}.reacted` : budget.surrendered ? `${S}.surrendered` : null;
  return {
    heading: `${S}.heading`,
    turnOver: over,
    slots: over ? [] : SLOTS.map((key) => ({ key, label: FACTIONS_ECONOMY_BADGE[key], available: checkAction(budget, key, { ownTurn: true, entangled }).ok })),
  };
}

export type FactionsRoundPanel = ReturnType<typeof factionsRoundPanel>;
