/** The GM command a sheet's turn-action button sends, and how the GM reads it back (uuids and ids are lookup keys only). Pure. */
import { FACTIONS_TURN_ACTION_COST, type FactionsTurnAction } from "../../rules/actions/turn-actions";

export const FACTIONS_TAKE_ACTION = "factionsTakeAction";

/** What the sheet's buttons take: every turn action but the attack (its own flow) and changing armour (never in a fight). */
export const SHEET_TURN_ACTIONS = (Object.keys(FACTIONS_TURN_ACTION_COST) as FactionsTurnAction[]).filter((action) => action !== "attack" && action !== "changeArmour");

export interface TakeActionRequest {
  actorUuid: string;
  /** The acting creature's token on the scene (an unlinked token's actor is its own); blank: the actor's. */
  tokenUuid: string;
  action: FactionsTurnAction;
  /** The consumable used ("" for other actions). */
  itemId: string;
  /** The player saw why the budget refuses and takes it anyway; the GMs are told. */
  force: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const isSheetTurnAction = (value: unknown): value is FactionsTurnAction => SHEET_TURN_ACTIONS.some((action) => action === value);

export function parseTakeAction(payload: Record<string, unknown>): TakeActionRequest | null {
  const action = payload.action;
  if (!isSheetTurnAction(action) || (text(payload.actorUuid) === "" && text(payload.tokenUuid) === "")) return null;
  if (action === "useConsumable" && text(payload.itemId) === "") return null;
  return { actorUuid: text(payload.actorUuid), tokenUuid: text(payload.tokenUuid), action, itemId: action === "useConsumable" ? text(payload.itemId) : "", force: payload.force === true };
}
