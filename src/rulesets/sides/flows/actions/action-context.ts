/**
 * The ActionContext the economy needs, chosen from the tracker's plain view: is this combatant's
 * side on turn (or the combatant acting), and what kind of actor takes the action. Pure.
 */
import type { TrackerView } from "../../../../core/turns/adapters/adapter";
import { isOwnTurn } from "../../../../core/turns/own-turn";
import type { ActionContext } from "../../rules/combat/action-economy";
import type { ActionType } from "../../rules/combat/action-table";

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
