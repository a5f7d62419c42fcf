/** What the teams actions panel's buttons do on a sheet: read the action, its item or target, and ask the GM. */
import { warnUser } from "../../../../foundry/notify";
import { singleTarget } from "../../../../foundry/scene/user-target";
import { isExtendedStep, isRequestedTeamsAction } from "./action-request";
import { PANEL_KEYS } from "./keys";
import { TARGETED_ACTIONS } from "./panel-actions";
import { readyActionFromSheet, takeReadiedFromSheet } from "./readied-flow";
import { requestTeamsAction, type ActionExtras } from "./request-action";

/** The button's `data-action-id`, its row's `data-item-id`; Command and Resuscitate need one targeted token; readied actions go through readied-flow.ts. */
export async function takeTeamsActionFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const actionId = target.closest<HTMLElement>("[data-action-id]")?.dataset.actionId;
  if (actionId === "takeReadied") return takeReadiedFromSheet(actor, target.closest<HTMLElement>("[data-readied-action]")?.dataset.readiedAction ?? "");
  // Readying asks which action and its trigger first.
  if (actionId === "readyAction") return readyActionFromSheet(actor);
  if (!isRequestedTeamsAction(actionId)) return;
  const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const extras: ActionExtras = itemId ? { itemId } : {};
  // Continuing a Resuscitate names the patient again: the budget keeps only the action under way.
  const named = isExtendedStep(actionId) ? target.closest<HTMLElement>("[data-extended]")?.dataset.extended : actionId;
  const wantsTarget = actionId !== "abandonExtended" && (TARGETED_ACTIONS as readonly unknown[]).includes(named);
  if (wantsTarget) {
    const token = singleTarget();
    if (!token) return warnUser(PANEL_KEYS.needsTarget);
    extras.targetTokenUuid = token.document.uuid;
  }
  await requestTeamsAction(actor, actionId, extras);
}
