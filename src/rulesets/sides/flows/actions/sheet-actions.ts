/** What the actions panel's buttons do on a sheet: take an action, release a held one, attack. */
import { startAttack } from "../start-attack";
import { defaultSource } from "../attack-sources";
import type { ActionId } from "../../rules/combat/action-table";
import { isRequestedAction } from "./action-request";
import { requestAction } from "./request-action";

/** The button's action id from `data-action-id`; a Snap Attack, once taken, starts its attack at −4. */
export async function takeActionFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const actionId = target.closest<HTMLElement>("[data-action-id]")?.dataset.actionId;
  if (!isRequestedAction(actionId)) return;
  const taken = await requestAction(actor, actionId);
  const source = actionId === "snapAttack" && taken ? defaultSource(actor) : null;
  if (source) await startAttack(actor, source, { snap: true });
}

/** An attack is a Melee or Ranged Attack action first; the attack flow starts once it is taken. */
export async function attackFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const button = target.closest<HTMLElement>("[data-attack-action]");
  if (!button) return;
  const action: ActionId = button.dataset.attackAction === "rangedAttack" ? "rangedAttack" : "meleeAttack";
  const { itemId, attackIndex } = button.dataset;
  const source = itemId ? { itemId } : { attackIndex: Number(attackIndex) };
  if (await requestAction(actor, action)) await startAttack(actor, source);
}
