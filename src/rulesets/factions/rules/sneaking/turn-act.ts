/**
 * What a turn action taken from the sheet is to a concealed character: speaking is talking (it reveals),
 * an attack reveals, surrendering (hands up, weapons thrown down) makes noise; the quiet bonus actions
 * keep it hidden. A move is taken as sneaking: one who moves openly is revealed by the GM or its owner.
 * Changing armour happens only out of a fight: no act.
 */
import type { FactionsTurnAction } from "../actions/turn-actions";
import type { FactionsSneakingAct } from "./labels";

export const SNEAKING_ACT_OF_TURN_ACTION: Readonly<Record<FactionsTurnAction, FactionsSneakingAct | null>> = {
  pickUpOrPutDown: "pickUpOrPutDown",
  equip: "equip",
  swapItems: "equip",
  useConsumable: "useConsumable",
  interact: "interact",
  speak: "talk",
  complexInteraction: "interact",
  attack: "attack",
  surrender: "makeNoise",
  changeArmour: null,
  move: "moveSneaking",
};

export function sneakingActOf(action: FactionsTurnAction): FactionsSneakingAct | null {
  return SNEAKING_ACT_OF_TURN_ACTION[action];
}
