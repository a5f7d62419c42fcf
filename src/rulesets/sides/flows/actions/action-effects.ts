/** What an action leaves on the actor beyond the round's budget: Go Prone and Stand Up set the prone status. */
import { SIDES_STATUS } from "../../rules/statuses";
import type { RequestedAction } from "./action-request";

export async function applyActionEffect(actor: Actor.Implementation, actionId: RequestedAction): Promise<void> {
  if (actionId === "goProne") await actor.toggleStatusEffect(SIDES_STATUS.prone, { active: true });
  if (actionId === "standUp") await actor.toggleStatusEffect(SIDES_STATUS.prone, { active: false });
}
