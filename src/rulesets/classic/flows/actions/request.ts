/** The one GM command a sheet's action button sends, and how the GM reads it back (ids are lookup keys only). Pure. */
import { CLASSIC_TAKEN_ACTIONS, type ClassicTakenAction } from "../../rules/actions/taken-action";

export const CLASSIC_TAKE_ACTION = "classicTakeAction";

/** Speaking is the free action the sheet names; any other free action is `free:<name>`. */
const SPEAK = "speak";
const FREE_PREFIX = "free:";
/** A free action's name is short: "speak", "drop an item", "knowledge (arcana)". */
export const FREE_NAME_MAX = 40;
/** Words only: the name is shown in chat lines and GM whispers. */
const FREE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ()'-]*$/u;

export interface TakeActionRequest {
  actorUuid: string;
  /** The acting creature's token on the scene (an unlinked token's actor is its own). */
  tokenUuid: string;
  combatId: string;
  combatantId: string;
  action: ClassicTakenAction;
  /** The free action's name ("" for other actions). */
  freeName: string;
  /** The potion drunk, the item used. */
  itemId: string;
  /** A spell cast: it needs somatic components, and whether Signless Spell or another effect removes them. */
  somatic: boolean;
  somaticRemoved: boolean;
  /** The player saw why the budget refuses and takes it anyway; the GMs are told. */
  force: boolean;
}

/** The sheet's action id as the rules know it, with a free action's name. */
export function parseActionId(id: string): { action: ClassicTakenAction; freeName: string } | null {
  if (id === SPEAK) return { action: "free", freeName: SPEAK };
  if (id.startsWith(FREE_PREFIX)) {
    const freeName = id.slice(FREE_PREFIX.length).trim().toLowerCase();
    return freeName.length <= FREE_NAME_MAX && FREE_NAME.test(freeName) ? { action: "free", freeName } : null;
  }
  const known = CLASSIC_TAKEN_ACTIONS.find((action) => action === id && action !== "free");
  return known ? { action: known, freeName: "" } : null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function parseTakeAction(payload: Record<string, unknown>): TakeActionRequest | null {
  const parsed = parseActionId(text(payload.actionId));
  if (!parsed || [payload.actorUuid, payload.tokenUuid, payload.combatantId].every((id) => text(id) === "")) return null;
  return { ...parsed, actorUuid: text(payload.actorUuid), tokenUuid: text(payload.tokenUuid), combatId: text(payload.combatId), combatantId: text(payload.combatantId), itemId: text(payload.itemId), somatic: payload.somatic !== false, somaticRemoved: payload.somaticRemoved === true, force: payload.force === true };
}
