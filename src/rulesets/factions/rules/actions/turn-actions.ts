/**
 * The things a turn is spent on, as the chapter lists them, each with what it costs. The chapter's
 * "Main actions" heading is empty: attacking (disarm, grapple and blasts too) is one, an interaction the
 * GM rules complex is another, and the GM may rule anything else takes a main action.
 */
import type { FactionsActionKind } from "./spend-action";
import { FACTIONS_TURN_ACTION_LABEL } from "./labels";

export type FactionsTurnAction = keyof typeof FACTIONS_TURN_ACTION_LABEL;

export const FACTIONS_TURN_ACTION_COST: Readonly<Record<FactionsTurnAction, FactionsActionKind>> = {
  pickUpOrPutDown: "bonus",
  equip: "bonus",
  swapItems: "swapItems",
  useConsumable: "bonus",
  interact: "bonus",
  speak: "bonus",
  complexInteraction: "main",
  attack: "main",
  surrender: "surrender",
  changeArmour: "changeArmour",
  move: "move",
};

/** What the sheet's button spends, and its label. */
export function turnAction(id: FactionsTurnAction): { kind: FactionsActionKind; label: string } {
  return { kind: FACTIONS_TURN_ACTION_COST[id], label: FACTIONS_TURN_ACTION_LABEL[id] };
}
