/** The one query the sheet sends to take an action, and how the GM reads it back. Pure. */
import { SIDES_ACTIONS, type ActionId } from "../../rules/combat/action-table";

export const TAKE_ACTION_QUERY = "sidesTakeAction";
/** Not in the rulebook's table: releasing a held action, an Instant. */
export const RELEASE_HELD = "releaseHeld";

export type RequestedAction = ActionId | typeof RELEASE_HELD;

export interface ActionRequest {
  combatId: string;
  combatantId: string;
  actionId: RequestedAction;
  /** The player saw why the economy refuses it and takes it anyway; the GM is told. */
  force: boolean;
  /** Screen an Ally: the screener moved (it then provokes). */
  moved: boolean;
}

export function isRequestedAction(value: unknown): value is RequestedAction {
  return value === RELEASE_HELD || SIDES_ACTIONS.some((action) => action.id === value);
}

export function parseActionRequest(payload: Record<string, unknown>): ActionRequest | null {
  const { combatId, combatantId, actionId } = payload;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || !isRequestedAction(actionId)) return null;
  return { combatId, combatantId, actionId, force: payload.force === true, moved: payload.moved === true };
}
