/** What the actions panel's buttons do on a sheet: take an action, release a held one, attack. */
import { warnUser } from "../../../../foundry/notify";
import { startAttack } from "../start-attack";
import { singleTarget } from "../../../../foundry/scene/user-target";
import { defaultSource } from "../attack-sources";
import { isRequestedAction } from "./action-request";
import { requestAction } from "./request-action";
import { isManeuver, screenAlly, startManeuver } from "../maneuvers/start-maneuver";
import { swarmTargetPayload } from "../round-state/swarm-attack";

/** The button's action id from `data-action-id`; a Snap Attack, once taken, starts its attack at −4. */
export async function takeActionFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const maneuver = target.closest<HTMLElement>("[data-maneuver]")?.dataset.maneuver;
  if (isManeuver(maneuver)) return startManeuver(actor, maneuver);
  const actionId = target.closest<HTMLElement>("[data-action-id]")?.dataset.actionId;
  if (!isRequestedAction(actionId)) return;
  // Screen an Ally guards the user's one target: the GM takes the Move and records it.
  if (actionId === "screenAlly") return screenAlly(actor);
  // A Snap Attack is paid when the GM accepts the attack itself.
  if (actionId === "snapAttack") return snapFromPanel(actor);
  // Make a Swarm Attack is declared on the user's one target.
  const extra = actionId === "swarmAttack" ? swarmTargetPayload(singleTarget()) : {};
  if (!extra) return;
  await requestAction(actor, actionId, extra);
}

async function snapFromPanel(actor: Actor.Implementation): Promise<void> {
  const source = defaultSource(actor);
  if (source) await startAttack(actor, source, { snap: true });
  else warnUser("FRAY.Sides.AttackFlow.Notice.NoWeapon");
}

/**
 * An attack from the panel: the GM spends its Melee or Ranged Attack action (or finds it paid by
 * the attacker's Swarm Attack) when it accepts the attack.
 */
export async function attackFromButton(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const button = target.closest<HTMLElement>("[data-attack-action]");
  if (!button) return;
  const { itemId, attackIndex } = button.dataset;
  await startAttack(actor, itemId ? { itemId } : { attackIndex: Number(attackIndex) });
}
