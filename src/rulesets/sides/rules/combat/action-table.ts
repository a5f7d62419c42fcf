/** The rulebook's Combat Actions table as data: each action's type and whether it provokes. */
import { ACTION } from "./labels";

export type ActionType = "main" | "move" | "free" | "instant" | "moveAndMain";
/** "sometimes": Screen an Ally provokes only if the screener moved away from an armed foe. */
export type Provokes = "yes" | "no" | "sometimes";

export type ActionId =
  | "meleeAttack"
  | "rangedAttack"
  | "swarmAttack"
  | "charge"
  | "useSkill"
  | "reload"
  | "readyStow"
  | "disengage"
  | "screenAlly"
  | "run"
  | "pickUp"
  | "standUp"
  | "holdAction"
  | "goProne"
  | "totalDefense"
  | "snapAttack";

export interface ActionDefinition {
  id: ActionId;
  label: string;
  type: ActionType;
  provokes: Provokes;
}

export const SIDES_ACTIONS: readonly ActionDefinition[] = [
  { id: "meleeAttack", label: ACTION.meleeAttack, type: "main", provokes: "no" },
  { id: "rangedAttack", label: ACTION.rangedAttack, type: "main", provokes: "no" },
  { id: "swarmAttack", label: ACTION.swarmAttack, type: "main", provokes: "no" },
  { id: "charge", label: ACTION.charge, type: "moveAndMain", provokes: "yes" },
  { id: "useSkill", label: ACTION.useSkill, type: "main", provokes: "yes" },
  // Listed as Main; reload.ts lowers it to Free or Move for bows and skilled shooters.
  { id: "reload", label: ACTION.reload, type: "main", provokes: "no" },
  { id: "readyStow", label: ACTION.readyStow, type: "main", provokes: "no" },
  { id: "disengage", label: ACTION.disengage, type: "main", provokes: "no" },
  { id: "screenAlly", label: ACTION.screenAlly, type: "move", provokes: "sometimes" },
  { id: "run", label: ACTION.run, type: "move", provokes: "yes" },
  { id: "pickUp", label: ACTION.pickUp, type: "move", provokes: "yes" },
  { id: "standUp", label: ACTION.standUp, type: "move", provokes: "yes" },
  { id: "holdAction", label: ACTION.holdAction, type: "move", provokes: "no" },
  { id: "goProne", label: ACTION.goProne, type: "free", provokes: "no" },
  { id: "totalDefense", label: ACTION.totalDefense, type: "instant", provokes: "no" },
  { id: "snapAttack", label: ACTION.snapAttack, type: "instant", provokes: "no" },
];

export function actionDefinition(id: ActionId): ActionDefinition {
  const found = SIDES_ACTIONS.find((a) => a.id === id);
  if (!found) throw new Error(`Unknown sides action: ${id}`);
  return found;
}
