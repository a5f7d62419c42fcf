/** What an action leaves on the actor beyond the round's budget: Go Prone and Stand Up set the prone status. */
import { FRAY_STATUS } from "../../../../foundry/status-effects";
import type { RequestedAction } from "./action-request";

export async function applyActionEffect(actor: Actor.Implementation, actionId: RequestedAction): Promise<void> {
  if (actionId === "goProne") await actor.toggleStatusEffect(FRAY_STATUS.prone, { active: true });
  if (actionId === "standUp") await actor.toggleStatusEffect(FRAY_STATUS.prone, { active: false });
}
