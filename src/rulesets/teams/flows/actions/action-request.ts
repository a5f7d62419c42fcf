/** The one command a teams sheet sends to take an action, and how the GM reads it back. Pure. */
import { isTeamsActionId, type TeamsActionId } from "../../rules/actions/action-table";

export const TEAMS_TAKE_ACTION = "teamsTakeAction";

/** Steps on the extended action under way: spend this turn's actions on it, or give it up. */
export const EXTENDED_STEPS = ["continueExtended", "abandonExtended"] as const;
export type ExtendedStep = (typeof EXTENDED_STEPS)[number];

/** The attack and the killing strike go through the attack dialog and its own command. */
const ATTACK_FLOW: readonly TeamsActionId[] = ["attack", "killingStrike"];

export type TeamsRequestedAction = Exclude<TeamsActionId, "attack" | "killingStrike"> | ExtendedStep;

export interface TeamsActionRequest {
  /** The combat and combatant acting, or null out of combat (then `actorUuid` names the actor). */
  combatId: string | null;
  combatantId: string | null;
  actorUuid: string | null;
  actionId: TeamsRequestedAction;
  /** The player saw why the economy refuses it and takes it anyway; the GM is told. */
  force: boolean;
  /** Command's ally, Resuscitate's patient: the user's targeted token. */
  targetTokenUuid: string | null;
  /** Brandish, Drop Item, Reload: the actor's own item. */
  itemId: string | null;
  /** Ready an Action: the action readied and its trigger (checked by the rules), else null. */
  readied: { action: string; trigger: string } | null;
}

export function isExtendedStep(value: unknown): value is ExtendedStep {
  return typeof value === "string" && (EXTENDED_STEPS as readonly string[]).includes(value);
}

export function isRequestedTeamsAction(value: unknown): value is TeamsRequestedAction {
  return isExtendedStep(value) || (isTeamsActionId(value) && !ATTACK_FLOW.includes(value));
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function parseTeamsActionRequest(payload: Record<string, unknown>): TeamsActionRequest | null {
  const { actionId } = payload;
  if (!isRequestedTeamsAction(actionId)) return null;
  const combatId = text(payload.combatId);
  const combatantId = text(payload.combatantId);
  const actorUuid = text(payload.actorUuid);
  if (!(combatId && combatantId) && !actorUuid) return null;
  return {
    combatId: combatantId ? combatId : null,
    combatantId: combatId ? combatantId : null,
    actorUuid: combatId && combatantId ? null : actorUuid,
    actionId,
    force: payload.force === true,
    targetTokenUuid: text(payload.targetTokenUuid),
    itemId: text(payload.itemId),
    readied: text(payload.readiedAction) ? { action: text(payload.readiedAction) ?? "", trigger: typeof payload.readiedTrigger === "string" ? payload.readiedTrigger : "" } : null,
  };
}
