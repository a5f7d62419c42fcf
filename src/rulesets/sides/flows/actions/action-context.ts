/**
 * The ActionContext the economy needs, chosen from the tracker's plain view: is this combatant's
 * side on turn (or the combatant acting), and what kind of actor takes the action. Pure.
 */
import type { TrackerView } from "../../../../core/turns/adapters/adapter";
import type { ActionContext } from "../../rules/combat/action-economy";
import type { ActionType } from "../../rules/combat/action-table";

/** Whether the tracker says this combatant may act now: acting, among the active, or its group on turn. */
export function isOwnTurn(view: TrackerView | null, combatantId: string, groupId: string | null): boolean {
  // A fight not started under a turn structure has no turn to be out of: the GM runs it freehand.
  if (!view || !view.started) return true;
  if (view.activeIds.includes(combatantId)) return true;
  if (view.fighters.find((fighter) => fighter.id === combatantId)?.status === "acting") return true;
  return groupId !== null && view.groups.some((group) => group.id === groupId && group.onTurn);
}

export interface ActorFacts {
  kind: "character" | "npc";
  snapTrained: boolean;
  /** Reload's type for this actor's readied weapons; undefined keeps the table's. */
  reloadType?: ActionType;
}

export function actionContext(view: TrackerView | null, combatantId: string, groupId: string | null, facts: ActorFacts): ActionContext {
  return contextOf(isOwnTurn(view, combatantId, groupId), facts);
}

/** The context once whose turn it is is known. */
export function contextOf(ownTurn: boolean, facts: ActorFacts): ActionContext {
  const ctx: ActionContext = { ownTurn, kind: facts.kind, snapTrained: facts.snapTrained };
  return facts.reloadType ? { ...ctx, reloadType: facts.reloadType } : ctx;
}
