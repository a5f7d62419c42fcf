/**
 * What a taken action does to documents beyond the budget, on the GM's client: Guard and Seek Cover
 * put their status on the token until the next turn, prone follows Drop Prone, Resuscitate and Stand
 * Up, Brandish and Drop Item change what is in hand, Command gives the ally its action, and a finished
 * Resuscitate rolls its test; a finished Reload loads the weapon.
 */
import { setStatusUntilTurnStart } from "../../../../foundry/actors/turn-statuses";
import { storedEconomy, storeEconomy } from "../../../../foundry/combat/round-budget";
import { grantCommandedAction } from "../../rules/actions/command";
import { teamsEconomy } from "../../rules/actions/economy";
import { TEAMS_STATUS } from "../../rules/statuses";
import { rollResuscitation } from "../tests/resuscitate";
import { setLoaded } from "../attack/weapon-load";

/** What the handler resolved from the request, for the effect to act on. */
export interface EffectTargets {
  actor: Actor.Implementation;
  /** Brandish / Drop Item / Reload: the actor's item. */
  item: Item.Implementation | null;
  /** Command: the ally's combatant. */
  ally: Combatant.Implementation | null;
  /** Resuscitate: the patient. */
  patient: Actor.Implementation | null;
}

/** Prone on the token and on the sheet's flag, so both read the same. */
export async function setProne(actor: Actor.Implementation, prone: boolean): Promise<void> {
  await actor.toggleStatusEffect(TEAMS_STATUS.prone, { active: prone });
  await actor.update({ system: { conditions: { prone } } } as Actor.UpdateData);
}

async function setWielded(item: Item.Implementation | null, wielded: boolean): Promise<void> {
  if (item) await item.update({ system: { wielded } } as Item.UpdateData);
}

async function grantAction(ally: Combatant.Implementation | null): Promise<void> {
  if (ally) await storeEconomy(ally, grantCommandedAction(teamsEconomy.read(storedEconomy(ally))));
}

/** The effect of an action that took effect now (a finished extended one included). */
export async function applyCompletedAction(actionId: string, targets: EffectTargets): Promise<void> {
  const { actor, item } = targets;
  switch (actionId) {
    case "guard":
      return setStatusUntilTurnStart(actor, TEAMS_STATUS.guarding);
    case "seekCover":
      return setStatusUntilTurnStart(actor, TEAMS_STATUS.inCover);
    case "brandish":
      // Brandish chooses what is in hand: a carried item is taken up, a held one put away.
      return setWielded(item, !(item?.system as { wielded?: unknown } | undefined)?.wielded);
    case "dropItem":
      return setWielded(item, false);
    case "reload":
      return setLoaded(item, true);
    case "command":
      return grantAction(targets.ally);
    case "resuscitate":
      if (targets.patient) await rollResuscitation(actor, targets.patient);
      return;
    default:
      return;
  }
}
