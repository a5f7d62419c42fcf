/** What the actions panel's buttons do on a sheet: take an action, release a held one, attack. */
import { startAttack } from "../start-attack";
import { singleTarget } from "../user-target";
import { defaultSource } from "../attack-sources";
import type { ActionId } from "../../rules/combat/action-table";
import { isRequestedAction } from "./action-request";
import { requestAction } from "./request-action";
import { isManeuver, screenAlly, startManeuver } from "../maneuvers/start-maneuver";
import { swarmTargetPayload } from "../round-state/swarm-attack";
import { attackPaidBySwarm } from "../round-state/swarm-paid";

/** The button's action id from `data-action-id`; a Snap Attack, once taken, starts its attack at −4. */
export async function takeActionFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const maneuver = target.closest<HTMLElement>("[data-maneuver]")?.dataset.maneuver;
  if (isManeuver(maneuver)) return startManeuver(actor, maneuver);
  const actionId = target.closest<HTMLElement>("[data-action-id]")?.dataset.actionId;
  if (!isRequestedAction(actionId)) return;
  // Screen an Ally guards the user's one target: the GM records it once the Move is taken.
  if (actionId === "screenAlly") return screenAlly(actor, () => requestAction(actor, actionId));
  // Make a Swarm Attack is declared on the user's one target.
  const extra = actionId === "swarmAttack" ? swarmTargetPayload(singleTarget()) : {};
  if (!extra) return;
  const taken = await requestAction(actor, actionId, extra);
  const source = actionId === "snapAttack" && taken ? defaultSource(actor) : null;
  if (source) await startAttack(actor, source, { snap: true });
}

/**
 * An attack is a Melee or Ranged Attack action first; the attack flow starts once it is taken.
 * A swarm member's attack on its swarm's target was paid for by its Swarm Attack.
 */
export async function attackFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const button = target.closest<HTMLElement>("[data-attack-action]");
  if (!button) return;
  const action: ActionId = button.dataset.attackAction === "rangedAttack" ? "rangedAttack" : "meleeAttack";
  const { itemId, attackIndex } = button.dataset;
  const source = itemId ? { itemId } : { attackIndex: Number(attackIndex) };
  if (attackPaidBySwarm(actor, singleTarget()) || (await requestAction(actor, action))) await startAttack(actor, source);
}
